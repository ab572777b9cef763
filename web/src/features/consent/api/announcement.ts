import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/site_content/announcement: the studio's notice, shown once after the cookie choice. */
export const announcementQuery = visitorQuery<'get /api/site_content/announcement'>(
  'site_content/announcement',
);

export const useAnnouncement = () => useQuery(announcementQuery);

import type { AnnouncementInput } from '@domain/admin-site-content';
import { adminApi } from '../../../../lib/auth';
import { adminQuery } from '../../../../lib/admin/admin-query';

const path = 'site_content/announcement';

export const adminAnnouncementQuery = adminQuery<'get /api/site_content/announcement'>(path);

export const updateAnnouncement = (body: AnnouncementInput) =>
  adminApi<'put /api/site_content/announcement'>(path, { method: 'PUT', body });

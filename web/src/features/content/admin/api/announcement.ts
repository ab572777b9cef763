import type { AnnouncementInput } from '@domain/admin-site-content';
import type { Announcement } from '@domain/model';
import { adminApi } from '../../../../lib/auth';
import { adminQuery } from '../../../../lib/admin/admin-query';

const path = 'site_content/announcement';

export const adminAnnouncementQuery = adminQuery<Announcement>(path);

export const updateAnnouncement = (body: AnnouncementInput) =>
  adminApi<Announcement>(path, { method: 'PUT', body });

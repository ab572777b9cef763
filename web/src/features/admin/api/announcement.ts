import type { AnnouncementInput } from '@domain/admin-site-content';
import type { Announcement } from '@domain/model';
import { api } from '../../../lib/api-client';
import { adminApi } from '../../../lib/auth';

export const getAnnouncement = (signal?: AbortSignal) =>
  api<Announcement>('site_content/announcement', { signal });

export const updateAnnouncement = (body: AnnouncementInput) =>
  adminApi<Announcement>('site_content/announcement', { method: 'PUT', body });

import type { Announcement } from '@domain/model';

/** SPEC.md section 4: shown while active, not dismissed, and today is not after its expiry date. */
export function shouldShowAnnouncement(
  announcement: Announcement | undefined,
  today: string,
  dismissed: boolean,
): announcement is Announcement {
  if (!announcement?.active || dismissed) return false;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(announcement.expiresOn)) return false;
  return today <= announcement.expiresOn;
}

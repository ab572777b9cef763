import type { Announcement } from '@domain/model';

/** docs/product.md#cookie-consent-and-the-announcement: shown while active, not dismissed, and today is not after its expiry date. */
export function shouldShowAnnouncement(
  announcement: Announcement | undefined,
  today: string,
  dismissed: boolean,
): announcement is Announcement {
  if (!announcement?.active || dismissed) return false;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(announcement.expiresOn)) return false;
  return today <= announcement.expiresOn;
}

import { adminApi } from '../../../../lib/auth';

/** What an erasure removed or anonymised, by kind. */
export interface ErasedCounts {
  bookings: number;
  waitlistEntries: number;
  newsletterSignups: number;
  emails: number;
}

/**
 * POST /api/erase_person: bookings are anonymised, waiting-list entries and the newsletter
 * signup removed, emails stripped of their address and text.
 */
export const erasePerson = (body: { email: string }) =>
  adminApi<{ erased: ErasedCounts }>('erase_person', { method: 'POST', body });

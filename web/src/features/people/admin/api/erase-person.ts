import { adminApi } from '../../../../lib/auth';

/**
 * POST /api/erase_person: bookings are anonymised, waiting-list entries and the newsletter
 * signup removed, emails stripped of their address and text.
 */
export const erasePerson = (body: { email: string }) =>
  adminApi<'post /api/erase_person'>('erase_person', { method: 'POST', body });

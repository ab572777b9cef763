import { adminApi } from '../../../../lib/auth';
import type { WaitlistRow } from './get-waitlist';

/** POST /api/remove_waitlist_entry: places held for the entry go to the next in line. */
export const removeWaitlistEntry = (id: string) =>
  adminApi<WaitlistRow>('remove_waitlist_entry', { method: 'POST', body: { id } });

import { adminApi } from '../../../../lib/auth';

/** POST /api/remove_waitlist_entry: places held for the entry go to the next in line. */
export const removeWaitlistEntry = (id: string) =>
  adminApi<'post /api/remove_waitlist_entry'>('remove_waitlist_entry', {
    method: 'POST',
    body: { id },
  });

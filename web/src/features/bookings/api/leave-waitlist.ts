import { api } from '../../../lib/api-client';

/** POST /api/leave_waitlist/:token: 404 for a link that is not one; leaving twice is harmless. */
export const leaveWaitlist = (token: string) =>
  api<'post /api/leave_waitlist/:token'>(`leave_waitlist/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: {},
  });

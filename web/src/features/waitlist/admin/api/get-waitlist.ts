import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/waitlist: every date's active line (waiting or offered), oldest first. */
export const waitlistQuery = adminQuery<'get /api/waitlist'>('waitlist');

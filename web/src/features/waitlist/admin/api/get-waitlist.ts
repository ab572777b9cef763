import type { WaitlistEntry } from '@domain/waitlist';
import { adminQuery } from '../../../../lib/admin/admin-query';

/** A waiting-list entry as staff see it (the secrets of its links stay on the server). */
export type WaitlistRow = Omit<
  WaitlistEntry,
  'claimNonce' | 'claimTokenHash' | 'leaveNonce' | 'leaveTokenHash'
>;

/** GET /api/waitlist: every date's active line (waiting or offered), oldest first. */
export const waitlistQuery = adminQuery<WaitlistRow[]>('waitlist');

import type { WaitlistEntry } from '@domain/waitlist';
import type { QueryDef } from '../../../lib/query-cache';
import { adminQuery } from './admin-query';
import { type ScheduledWorkshopRow, scheduledWorkshopsQuery } from './get-scheduled-workshops';

/** A waiting-list entry as staff see it (the secrets of its links stay on the server). */
export type WaitlistRow = Omit<
  WaitlistEntry,
  'claimNonce' | 'claimTokenHash' | 'leaveNonce' | 'leaveTokenHash'
>;

/** GET /api/waitlist: every date's active line (waiting or offered), oldest first. */
export const waitlistQuery = adminQuery<WaitlistRow[]>('waitlist');

export type WaitingLists = [WaitlistRow[], ScheduledWorkshopRow[]];

/** The lines with the dates they are for (when, places left), read together. */
export const waitingListsQuery: QueryDef<WaitingLists> = {
  key: `${waitlistQuery.key}+${scheduledWorkshopsQuery.key}`,
  staleMs: 0,
  fetch: (signal, options) =>
    Promise.all([
      waitlistQuery.fetch(signal, options),
      scheduledWorkshopsQuery.fetch(signal, options),
    ]),
};

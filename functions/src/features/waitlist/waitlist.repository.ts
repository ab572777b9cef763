import { collections, readQuery } from '../../lib/firestore.js';

/** Every entry of a date's line, past ones too (a date's line is short). */
export const waitlistOfDateQuery = (scheduledWorkshopId: string) =>
  collections.waitlist().where('scheduled_workshop_id', '==', scheduledWorkshopId);

/** The entry a secret link names, by the hash of its token. */
export const entryByClaimHashQuery = (hash: string) =>
  collections.waitlist().where('claimTokenHash', '==', hash).limit(1);

export const entryByLeaveHashQuery = (hash: string) =>
  collections.waitlist().where('leaveTokenHash', '==', hash).limit(1);

/** Offers whose time ran out (index: status + offerExpiresAt). */
export const listExpiredOffers = (now: number) =>
  readQuery(
    collections.waitlist().where('status', '==', 'offered').where('offerExpiresAt', '<=', now),
  );

export const listActiveEntries = () =>
  readQuery(collections.waitlist().where('status', 'in', ['waiting', 'offered']));

export const listEntriesOfDate = (scheduledWorkshopId: string) =>
  readQuery(waitlistOfDateQuery(scheduledWorkshopId));

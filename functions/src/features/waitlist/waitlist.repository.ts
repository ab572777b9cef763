import { collections, readQuery, refs } from '../../lib/firestore.js';
import { documents, type GuardedCommit } from '../../lib/guarded-commit.js';

/** Waiting-list entries by id. */
export const entryDocs = documents(refs.waitlistEntry);

/** Every entry of a date's line, past ones too (a date's line is short). */
const ofDate = (scheduledWorkshopId: string) =>
  collections.waitlist().where('scheduled_workshop_id', '==', scheduledWorkshopId);

/** A date's line, read in a guarded commit. */
export const lineOfDate = (commit: GuardedCommit, scheduledWorkshopId: string) =>
  commit.query(ofDate(scheduledWorkshopId));

/** The entry a secret link names, by the hash of its token, read in a guarded commit. */
export async function entryByLinkHash(
  commit: GuardedCommit,
  purpose: 'claim' | 'leave',
  hash: string,
) {
  const field = purpose === 'claim' ? 'claimTokenHash' : 'leaveTokenHash';
  const [entry] = await commit.query(collections.waitlist().where(field, '==', hash).limit(1));
  return entry;
}

/** Offers whose time ran out (index: status + offerExpiresAt). */
export const listExpiredOffers = (now: number) =>
  readQuery(
    collections.waitlist().where('status', '==', 'offered').where('offerExpiresAt', '<=', now),
  );

export const listActiveEntries = () =>
  readQuery(collections.waitlist().where('status', 'in', ['waiting', 'offered']));

export const listEntriesOfDate = (scheduledWorkshopId: string) =>
  readQuery(ofDate(scheduledWorkshopId));

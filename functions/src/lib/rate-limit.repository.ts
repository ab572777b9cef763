import { collections, db, increment, readDocs, timestampAt } from './firestore.js';

/**
 * Adds one request to each counter and reads the counts back. The write is one blind increment
 * in a plain batch, deliberately outside the guarded commit: increments never conflict with one
 * another, so a busy address queues nothing. A counter lives until `windowEndsAt`; Firestore's
 * TTL policy removes it after.
 */
export async function countRequest(
  counters: { id: string; windowEndsAt: number }[],
): Promise<number[]> {
  const refs = counters.map(({ id }) => collections.rateLimits().doc(id));
  const batch = db().batch();
  counters.forEach(({ windowEndsAt }, i) => {
    batch.set(
      refs[i]!,
      { count: increment(1), windowEndsAt, expireAt: timestampAt(windowEndsAt) },
      { merge: true },
    );
  });
  await batch.commit();
  return (await readDocs(refs)).map((counter) => counter?.count ?? 0);
}

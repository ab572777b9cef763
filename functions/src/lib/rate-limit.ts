import { createHash } from 'node:crypto';
import { collections, db, increment, readDocs, timestampAt } from './firestore.js';
import { TooManyRequests } from './http-errors.js';

// Abuse limits on public writes (docs/product.md#abuse-limits): a counter per client IP (and
// per email address for bookings) per window, in Firestore, with an expiry Firestore's TTL
// policy removes. Each request first adds itself to its counters (one blind increment, which
// never conflicts with another request's, so a busy address queues nothing), then reads them
// back (one read) and goes ahead only if it is within the limit. Every request that goes ahead
// saw at most `max` requests counted, its own included, so no more than `max` ever go ahead in
// a window however many arrive at once; a client that keeps trying past the limit keeps
// counting and stays refused until the window ends.

export interface Limit {
  /** What is counted: 'ip' or 'email' (and the action, so limits of different writes differ). */
  kind: string;
  /** The client IP or the email address; stored only as part of a hash. */
  key: string;
  max: number;
  windowMs: number;
  /** Told to the client when the limit is reached. */
  message: string;
}

const counterId = (limit: Limit, windowStart: number) =>
  createHash('sha256')
    .update(`${limit.kind}:${limit.key.trim().toLowerCase()}:${windowStart}`)
    .digest('hex');

/** Counts one request against each limit, or refuses it (429 with Retry-After). */
export async function takeLimits(limits: Limit[], now = Date.now()): Promise<void> {
  if (limits.length === 0) return;
  const windows = limits.map((limit) => {
    const start = Math.floor(now / limit.windowMs) * limit.windowMs;
    const end = start + limit.windowMs;
    return { limit, end, ref: collections.rateLimits().doc(counterId(limit, start)) };
  });
  const batch = db().batch();
  for (const w of windows) {
    batch.set(
      w.ref,
      { count: increment(1), windowEndsAt: w.end, expireAt: timestampAt(w.end) },
      { merge: true },
    );
  }
  await batch.commit();
  const counters = await readDocs(windows.map((w) => w.ref));
  windows.forEach((w, i) => {
    if ((counters[i]?.count ?? 0) > w.limit.max) {
      throw new TooManyRequests(w.limit.message, Math.max(1, Math.ceil((w.end - now) / 1000)));
    }
  });
}

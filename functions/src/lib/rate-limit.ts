import { createHash } from 'node:crypto';
import { collections, timestampAt } from './firestore.js';
import { guardedCommit } from './guarded-commit.js';
import { TooManyRequests } from './http-errors.js';

// Abuse limits on public writes (docs/product.md#abuse-limits): a counter per client IP (and
// per email address for bookings) per window, in Firestore, with an expiry Firestore's TTL
// policy removes. One read and one write of the counters per request, in one guarded commit,
// so two requests at once cannot both take the last slot.

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

/** Counts one request against each limit, or refuses it (429 with Retry-After) writing nothing. */
export async function takeLimits(limits: Limit[], now = Date.now()): Promise<void> {
  if (limits.length === 0) return;
  await guardedCommit(async (commit) => {
    const windows = limits.map((limit) => {
      const start = Math.floor(now / limit.windowMs) * limit.windowMs;
      return {
        limit,
        start,
        end: start + limit.windowMs,
        ref: collections.rateLimits().doc(counterId(limit, start)),
      };
    });
    const counters = await commit.getAll(...windows.map((w) => w.ref));
    windows.forEach((w, i) => {
      const count = counters[i]?.count ?? 0;
      if (count >= w.limit.max) {
        throw new TooManyRequests(w.limit.message, Math.max(1, Math.ceil((w.end - now) / 1000)));
      }
    });
    windows.forEach((w, i) => {
      const counter = counters[i];
      if (counter) commit.update(w.ref, { count: counter.count + 1 });
      else commit.create(w.ref, { count: 1, windowEndsAt: w.end, expireAt: timestampAt(w.end) });
    });
  }, now);
}

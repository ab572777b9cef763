import { createHash } from 'node:crypto';
import { TooManyRequests } from './http-errors.js';
import { countRequest } from './rate-limit.repository.js';

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
    return { limit, id: counterId(limit, start), windowEndsAt: start + limit.windowMs };
  });
  const counts = await countRequest(windows);
  windows.forEach(({ limit, windowEndsAt }, i) => {
    if ((counts[i] ?? 0) > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((windowEndsAt - now) / 1000));
      throw new TooManyRequests(limit.message, retryAfter);
    }
  });
}

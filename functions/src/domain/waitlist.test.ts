import { describe, expect, it } from 'vitest';
import {
  entriesToOffer,
  joinWaitlistSchema,
  LAST_OFFER_BEFORE_START_MS,
  OFFER_VALIDITY_MS,
  offerDeadline,
  positionOf,
  type WaitlistEntry,
} from './waitlist.js';

const entry = (id: string, guests: number, joinedAt: number, status = 'waiting'): WaitlistEntry =>
  ({ id, guests, joinedAt, status }) as WaitlistEntry;

describe('entriesToOffer', () => {
  it('offers in order of joining to each entry whose guests fit, skipping one that does not', () => {
    const line = [entry('c', 1, 3), entry('a', 3, 1), entry('b', 2, 2), entry('d', 1, 4)];
    expect(entriesToOffer(line, 2).map((e) => e.id)).toEqual(['b']);
    expect(entriesToOffer(line, 3).map((e) => e.id)).toEqual(['a']);
    expect(entriesToOffer(line, 4).map((e) => e.id)).toEqual(['a', 'c']);
    expect(entriesToOffer(line, 0)).toEqual([]);
  });

  it('offers nothing to entries that are not waiting', () => {
    const line = [entry('a', 1, 1, 'offered'), entry('b', 1, 2, 'left'), entry('c', 1, 3)];
    expect(entriesToOffer(line, 5).map((e) => e.id)).toEqual(['c']);
    expect(positionOf(line[2]!, line)).toBe(2);
  });
});

describe('offerDeadline', () => {
  const start = Date.UTC(2026, 5, 10, 9);
  it('is 24 hours after the offer', () => {
    const now = start - 3 * OFFER_VALIDITY_MS;
    expect(offerDeadline(now, { date_of_workshop: start })).toBe(now + OFFER_VALIDITY_MS);
  });

  it('is never later than two hours before the start, and none at all after that', () => {
    const now = start - 5 * 3_600_000;
    expect(offerDeadline(now, { date_of_workshop: start })).toBe(
      start - LAST_OFFER_BEFORE_START_MS,
    );
    expect(
      offerDeadline(start - LAST_OFFER_BEFORE_START_MS, { date_of_workshop: start }),
    ).toBeNull();
  });
});

describe('joinWaitlistSchema', () => {
  it('validates like the booking form', () => {
    const result = joinWaitlistSchema.safeParse({
      scheduled_workshop_id: 'd1',
      name: '',
      email: 'nope',
      guests: 0,
      mobileNumber: '123',
    });
    expect(result.success).toBe(false);
    const keys = result.error?.issues.map((i) => i.path[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['name', 'email', 'guests', 'mobileNumber', 'termsAccepted']),
    );
    expect(
      joinWaitlistSchema.safeParse({
        scheduled_workshop_id: 'd1',
        name: 'Ada',
        email: 'ada@example.com',
        guests: 2,
        termsAccepted: true,
      }).success,
    ).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { putDate, putType } from '../../scripts/lib/emulator.ts';
import { bookingBody } from '../../scripts/lib/factories.ts';
import { londonParts } from '../src/domain/dates.ts';
import type { CalendarEntry, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { randomUUID } from 'node:crypto';
import { TooManyRequests } from '../src/lib/http-errors.ts';
import { LIMIT_MESSAGES } from '../src/lib/public-writes.ts';
import { takeLimits } from '../src/lib/rate-limit.ts';
import { call } from './support/stack.ts';

// Bookable means bookable: dates of a type that is coming soon or retired are in no public
// answer, and booking them is refused.

describe.each([
  ['coming soon', { comingSoon: true }],
  ['retired', { active: false }],
])('the dates of a %s workshop type', (_kind, flags) => {
  let type: WorkshopType;
  let date: ScheduledWorkshop;

  beforeAll(async () => {
    type = await putType({ showOnHomePage: true, ...flags });
    date = await putDate(type, 9);
  });

  const ids = (list: { id: string }[]) => list.map((x) => x.id);

  it('are in no public list', async () => {
    const all = (await call('/api/scheduled_workshops')).body as ScheduledWorkshop[];
    expect(ids(all)).not.toContain(date.id);
    const ofType = await call(`/api/scheduled_workshops/${type.id}`);
    expect(ofType.status).toBe(200);
    expect(ofType.body).toEqual([]);
    const types = (await call('/api/workshop_types')).body as (WorkshopType & {
      sessions: ScheduledWorkshop[];
    })[];
    expect(types.find((t) => t.id === type.id)?.sessions ?? []).toEqual([]);
    const upcoming = (await call('/api/upcoming_workshops')).body as WorkshopType[];
    expect(ids(upcoming)).not.toContain(type.id);
    const { year, month } = londonParts(date.date_of_workshop);
    const calendar = (await call(`/api/get_calendar_events?month=${month}&year=${year}`))
      .body as CalendarEntry[];
    expect(calendar.map((e) => e.scheduledWorkshopId)).not.toContain(date.id);
  });

  it('cannot be booked', async () => {
    const res = await call('/api/save_booking', { method: 'POST', json: bookingBody(date) });
    expect(res.status).toBe(409);
    expect(res.body.placesLeft).toBe(0);
  });
});

describe('abuse limits', () => {
  it('answer repeated bookings with one email 429 with Retry-After, booking nothing more', async () => {
    const type = await putType();
    const date = await putDate(type, 11, { guests: 50, guest_slots_remaining: 50 });
    const email = `limit-${randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/save_booking', {
        method: 'POST',
        json: bookingBody(date, { email, guests: 1 }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const refused = await call('/api/save_booking', {
      method: 'POST',
      json: bookingBody(date, { email: email.toUpperCase(), guests: 1 }),
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: LIMIT_MESSAGES.email });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    const places = (await call(`/api/scheduled_workshops/${type.id}`)).body as ScheduledWorkshop[];
    expect(places[0]?.guest_slots_remaining).toBe(45);
  });

  it('never let more than the limit through, however many requests arrive at once', async () => {
    const limit = {
      kind: 'test-ip',
      key: randomUUID(),
      max: 3,
      windowMs: 60_000,
      message: 'Slow down',
    };
    const within = await Promise.allSettled(Array.from({ length: 3 }, () => takeLimits([limit])));
    expect(within.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => takeLimits([limit])));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(8);
    for (const r of refused) {
      const err = (r as PromiseRejectedResult).reason as TooManyRequests;
      expect(err).toBeInstanceOf(TooManyRequests);
      expect(err.retryAfterSeconds).toBeGreaterThan(0);
      expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    const burst = { ...limit, key: randomUUID() };
    const racing = await Promise.allSettled(Array.from({ length: 8 }, () => takeLimits([burst])));
    expect(racing.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(3);
    // Another window starts afresh.
    await expect(takeLimits([limit], Date.now() + 60_000)).resolves.toBeUndefined();
  });
});

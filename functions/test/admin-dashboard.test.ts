import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, putBooking, putDate, putType } from '../../scripts/lib/emulator.ts';
import type { Dashboard } from '../src/domain/contracts/dashboard.ts';
import { dashboardWindows } from '../src/domain/dashboard.ts';
import { DAY_MS } from '../src/domain/dates.ts';
import type { ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { adminToken, call, visitorToken } from './support/stack.ts';

// A known studio: only what this file writes is in Firestore.
let token: string;
let knit: WorkshopType;
let crochet: WorkshopType;
let past: ScheduledWorkshop;
let soon: ScheduledWorkshop;
const now = Date.now();
const ago = (days: number) => now - days * DAY_MS;

beforeAll(async () => {
  await clearFirestore();
  token = await adminToken();
  [knit, crochet] = await Promise.all([
    putType({ name: 'Dashboard Knitting' }),
    putType({ name: 'Dashboard Crochet' }),
  ]);
  let other: ScheduledWorkshop;
  [past, other, soon] = await Promise.all([
    putDate(knit, -10, { guests: 8, guest_slots_remaining: 2 }),
    putDate(crochet, -20, { guests: 10, guest_slots_remaining: 5 }),
    putDate(knit, 2, { guests: 8, guest_slots_remaining: 4, places_held: 1 }),
    // Neither counts: one cancelled, one beyond the next 14 days.
    putDate(crochet, -5, { guests: 6, guest_slots_remaining: 6, status: 'cancelled' }),
    putDate(crochet, 20, { guests: 6, guest_slots_remaining: 0 }),
  ]);
  await Promise.all([
    putBooking(past, knit, { total_price: 60, payed: true, createdAt: ago(2), attended: true }),
    putBooking(past, knit, { total_price: 30, payed: false, createdAt: ago(5), attended: false }),
    putBooking(past, knit, {
      status: 'cancelled',
      total_price: 30,
      payed: true,
      createdAt: ago(40),
      refundedAt: ago(1),
    }),
    putBooking(past, knit, { status: 'expired', total_price: 30, createdAt: ago(3) }),
    putBooking(other, crochet, {
      total_price: 45,
      payed: true,
      createdAt: ago(100),
      attended: true,
    }),
    putBooking(soon, knit, {
      total_price: 40,
      payed: true,
      createdAt: ago(1),
      voucher: { code: 'GIFT-1', amount: 10 },
      discount: { amount: 5 },
    } as Parameters<typeof putBooking>[2]),
  ]);
});

const get = async () => {
  const res = await call('/api/dashboard', { token });
  expect(res.status).toBe(200);
  return { body: res.body as Dashboard };
};

describe('GET /api/dashboard', () => {
  it('answers the numbers of a known studio', async () => {
    const { body } = await get();
    expect(body.upcoming).toEqual([
      expect.objectContaining({
        id: soon.id,
        workshop_name: 'Dashboard Knitting',
        places: 8,
        taken: 4,
        held: 1,
      }),
    ]);
    expect(body.fillByType).toEqual([
      expect.objectContaining({
        workshop_name: 'Dashboard Knitting',
        dates: 1,
        places: 8,
        taken: 6,
        rate: 0.75,
      }),
      expect.objectContaining({
        workshop_name: 'Dashboard Crochet',
        dates: 1,
        places: 10,
        taken: 5,
        rate: 0.5,
      }),
    ]);
    expect(body.money).toMatchObject({
      paid: { bookings: 2, amount: 100 },
      due: { bookings: 1, amount: 30 },
      refunded: { bookings: 1, amount: 30 },
      vouchers: { bookings: 1, amount: 10 },
      discounts: { bookings: 1, amount: 5 },
    });
    expect(body.attendance).toMatchObject({ attended: 2, noShows: 1 });
    expect(body.attendance.rate).toBeCloseTo(1 / 3);

    // Bookings made per week: the expired card booking and the one of 100 days ago are not.
    const weeks = dashboardWindows(now).weeks;
    const expected = weeks.map(
      (w) => [ago(1), ago(2), ago(5), ago(40)].filter((t) => t >= w.from && t < w.to).length,
    );
    expect(body.weekly.map((w) => w.bookings)).toEqual(expected);
    expect(body.weekly).toHaveLength(12);
    expect(expected.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('reads as many documents with sixty more bookings, and says how many it read', async () => {
    const before = await get();
    // The four dates of the last 3 months and the next 14 days (the cancelled one too), their two
    // types, and 19 aggregation queries of at most 1000 bookings each.
    expect(before.body.reads).toBe(4 + 2 + 19);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        putBooking(i % 2 ? past : soon, knit, {
          createdAt: ago(i % 20),
          payed: i % 3 === 0,
          ...(i % 2 ? { attended: i % 4 === 1 } : {}),
        }),
      ),
    );
    const after = await get();
    expect(after.body.money.paid.bookings).toBeGreaterThan(before.body.money.paid.bookings);
    expect(after.body.reads).toBe(before.body.reads);
  });

  it('is for staff only', async () => {
    expect((await call('/api/dashboard')).status).toBe(401);
    expect((await call('/api/dashboard', { token: await visitorToken() })).status).toBe(403);
  });
});

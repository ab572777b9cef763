import type { Dashboard } from '../../domain/contracts/dashboard.js';
import {
  dashboardWindows,
  fillByType,
  pounds,
  rate,
  upcomingBars,
} from '../../domain/dashboard.js';
import { withReadScope } from '../../lib/read-counter.js';
import { workshopTypesByIds } from '../catalog/index.js';
import { datesBetween } from '../schedule/index.js';
import {
  amountsMadeSince,
  bookedMadeSince,
  bookingsMadeBetween,
  markedBetween,
  refundedSince,
} from './dashboard.repository.js';

const line = ({ count, amount }: { count: number; amount: number }) => ({
  bookings: count,
  amount: pounds(amount),
});

/**
 * GET /api/dashboard. The dates (of the last 3 months and the next 14 days) are read: their
 * places taken are counters the guarded commit keeps. Everything about bookings is an
 * aggregation query, so what it reads grows with the dates, never with the bookings.
 */
export function dashboard(now = Date.now()): Promise<Dashboard> {
  const w = dashboardWindows(now);
  return withReadScope(async (reads) => {
    const [dates, weekly, paid, due, refunded, vouchers, discounts, attended, noShows] =
      await Promise.all([
        datesBetween(w.past.from, w.upcoming.to),
        Promise.all(w.weeks.map((week) => bookingsMadeBetween(week.from, week.to))),
        bookedMadeSince(w.moneySince, true),
        bookedMadeSince(w.moneySince, false),
        refundedSince(w.moneySince),
        amountsMadeSince(w.moneySince, 'voucher.amount'),
        amountsMadeSince(w.moneySince, 'discount.amount'),
        markedBetween(w.past.from, w.past.to, true),
        markedBetween(w.past.from, w.past.to, false),
      ]);
    const types = await workshopTypesByIds(dates.map((d) => d.workshop_type));
    const names = new Map(types.map((t) => [t.id, t.name]));
    const upcoming = dates.filter((d) => d.date_of_workshop >= w.upcoming.from);
    const past = dates.filter((d) => d.date_of_workshop < w.past.to);
    return {
      at: now,
      upcoming: upcomingBars(upcoming, names),
      weekly: w.weeks.map((week, i) => ({
        label: week.label,
        from: week.from,
        bookings: weekly[i] ?? 0,
      })),
      fillByType: fillByType(past, names),
      money: {
        since: w.moneySince,
        paid: line(paid),
        due: line(due),
        refunded: line(refunded),
        vouchers: line(vouchers),
        discounts: line(discounts),
      },
      attendance: {
        since: w.past.from,
        attended,
        noShows,
        rate: rate(noShows, attended + noShows),
      },
      reads: reads(),
    };
  });
}

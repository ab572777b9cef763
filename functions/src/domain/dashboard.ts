import { MONTHS } from './clock.js';
import { daysInMonth, londonInstant, londonParts } from './dates.js';
import type { ScheduledWorkshop } from './model.js';
import { type DatePlaces, placesHeld, placesTaken } from './places.js';

// The staff dashboard (docs/product.md#dashboard): the windows it looks at and how the answers
// of its queries become its charts' numbers. Pure, so the web and the tests share it.

export const UPCOMING_DAYS = 14;
export const WEEKS = 12;
export const FILL_MONTHS = 3;
export const MONEY_DAYS = 30;

/** A London calendar day, moved by whole days or months (a month end stays in its month). */
function londonDay(
  { year, month, day }: { year: number; month: number; day: number },
  { days = 0, months = 0 }: { days?: number; months?: number },
) {
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  const y = shifted.getUTCFullYear();
  const m = shifted.getUTCMonth() + 1;
  const moved = new Date(Date.UTC(y, m - 1, Math.min(day, daysInMonth(y, m)) + days));
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  };
}

const midnight = (d: { year: number; month: number; day: number }) =>
  londonInstant(d.year, d.month, d.day, 0);

export interface Week {
  /** The Monday it starts (London midnight) and the next Monday's. */
  from: number;
  to: number;
  /** "w/c 2 Nov" */
  label: string;
}

export interface DashboardWindows {
  /** Dates shown as bars: from the start of today (London) for UPCOMING_DAYS days. */
  upcoming: { from: number; to: number };
  /** WEEKS Monday-to-Sunday London weeks, oldest first, the last one this week. */
  weeks: Week[];
  /** Workshops of the last FILL_MONTHS months up to now: fill rates and no-shows. */
  past: { from: number; to: number };
  /** Bookings made in the last MONEY_DAYS days (from the start of that London day). */
  moneySince: number;
}

const short = (month: number) => MONTHS[month - 1]?.slice(0, 3) ?? '';

/** The windows the dashboard asks about at `now`. Clock changes keep every bound at midnight. */
export function dashboardWindows(now: number): DashboardWindows {
  const today = londonParts(now);
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  const monday = londonDay(today, { days: -weekday });
  const weeks = Array.from({ length: WEEKS }, (_, i) => {
    const start = londonDay(monday, { days: -7 * (WEEKS - 1 - i) });
    return {
      from: midnight(start),
      to: midnight(londonDay(start, { days: 7 })),
      label: `w/c ${start.day} ${short(start.month)}`,
    };
  });
  return {
    upcoming: { from: midnight(today), to: midnight(londonDay(today, { days: UPCOMING_DAYS })) },
    weeks,
    past: { from: midnight(londonDay(today, { months: -FILL_MONTHS })), to: now },
    moneySince: midnight(londonDay(today, { days: -MONEY_DAYS })),
  };
}

/** "Sat 5 Dec, 10am": a date on the chart's axis. */
export function shortWhen(ms: number, time: string): string {
  const { weekday, day, month } = londonParts(ms);
  return `${weekday.slice(0, 3)} ${day} ${short(month)}, ${time}`;
}

export interface UpcomingBar {
  id: string;
  workshop_name: string;
  label: string;
  places: number;
  /** Places booked, and those held for waiting-list offers or card payments under way. */
  taken: number;
  held: number;
}

type DateOfType = DatePlaces &
  Pick<ScheduledWorkshop, 'id' | 'workshop_type' | 'date_of_workshop' | 'time'>;

/** The next days' dates as bars, soonest first. */
export function upcomingBars(dates: DateOfType[], names: Map<string, string>): UpcomingBar[] {
  return [...dates]
    .sort((a, b) => a.date_of_workshop - b.date_of_workshop)
    .map((d) => ({
      id: d.id,
      workshop_name: names.get(d.workshop_type) ?? 'Workshop',
      label: shortWhen(d.date_of_workshop, d.time),
      places: d.guests,
      taken: placesTaken(d),
      held: placesHeld(d),
    }));
}

export interface TypeFill {
  workshop_type: string;
  workshop_name: string;
  dates: number;
  places: number;
  taken: number;
  /** taken / places, 0-1; null with no places. */
  rate: number | null;
}

/** A share (0-1), or null when there is nothing to share out. */
export const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Places taken of places offered, by workshop type, fullest first (then by name). */
export function fillByType(dates: DateOfType[], names: Map<string, string>): TypeFill[] {
  const byType = new Map<string, TypeFill>();
  for (const d of dates) {
    const fill = byType.get(d.workshop_type) ?? {
      workshop_type: d.workshop_type,
      workshop_name: names.get(d.workshop_type) ?? 'Workshop',
      dates: 0,
      places: 0,
      taken: 0,
      rate: null,
    };
    fill.dates += 1;
    fill.places += d.guests;
    fill.taken += Math.min(d.guests, placesTaken(d));
    byType.set(d.workshop_type, fill);
  }
  return [...byType.values()]
    .map((f) => ({ ...f, rate: rate(f.taken, f.places) }))
    .sort(
      (a, b) =>
        (b.rate ?? -1) - (a.rate ?? -1) || a.workshop_name.localeCompare(b.workshop_name, 'en-GB'),
    );
}

/** "62%" (whole per cent), or "no data". */
export const percent = (share: number | null) =>
  share === null ? 'no data' : `${Math.round(share * 100)}%`;

/** Pence-exact pounds from a sum of pound amounts (a sum of floats can end in ...0000001). */
export const pounds = (sum: number) => Math.round(sum * 100) / 100;

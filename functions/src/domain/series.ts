import { daysInMonth, isValidDate, monthName, ordinal, weekdayName } from './dates.js';
import type { ScheduledWorkshop } from './model.js';
import { MAX_PLACES_PER_WORKSHOP, toScheduledWorkshop } from './schedule.js';
import { parseScheduleTime } from './time.js';
import { z } from './zod.js';

// A series of dates (docs/product.md#repeating-dates): weekly, fortnightly, or monthly on the
// same weekday of the month ("the second Tuesday"). Each date keeps its time of day in London,
// whatever the clocks do in between.

export const REPEATS = ['weekly', 'fortnightly', 'monthly'] as const;
export type Repeat = (typeof REPEATS)[number];

/** A series makes at most this many dates at once (a year of weekly dates). */
export const MAX_SERIES_DATES = 52;

export const SERIES_MESSAGES = {
  workshopType: 'Choose a workshop type',
  firstDate: 'Enter the first date',
  time: 'Enter a time such as 3pm',
  repeat: 'Choose how often it repeats',
  count: `Enter how many dates, from 2 to ${MAX_SERIES_DATES}`,
  until: 'Enter the last date, on or after the first date',
  countOrUntil: 'Enter how many dates or the date it repeats until',
  guests: 'Enter the number of places (1 or more)',
  tooManyGuests: `Enter at most ${MAX_PLACES_PER_WORKSHOP} places`,
  leaveOut: 'The dates to leave out are not valid; preview the dates again',
  noDates: 'Tick at least one date to create',
} as const;

const m = SERIES_MESSAGES;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export const isoOf = ({ year, month, day }: CivilDate) => `${year}-${pad2(month)}-${pad2(day)}`;

export function parseIsoDate(iso: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDate(date.year, date.month, date.day) ? date : null;
}

const isoDate = (message: string) =>
  z.string({ error: message }).refine((s) => parseIsoDate(s) !== null, { error: message });

/** POST /api/schedule_series and POST /api/preview_series. */
export const scheduleSeriesSchema = z
  .object({
    workshop_type: z.string({ error: m.workshopType }).trim().min(1, { error: m.workshopType }),
    firstDate: isoDate(m.firstDate),
    time: z.string({ error: m.time }).refine((s) => parseScheduleTime(s) !== '', { error: m.time }),
    repeat: z.enum(REPEATS, { error: m.repeat }),
    count: z
      .number({ error: m.count })
      .int({ error: m.count })
      .min(2, { error: m.count })
      .max(MAX_SERIES_DATES, { error: m.count })
      .optional(),
    until: isoDate(m.until).optional(),
    guests: z
      .number({ error: m.guests })
      .int({ error: m.guests })
      .min(1, { error: m.guests })
      .max(MAX_PLACES_PER_WORKSHOP, { error: m.tooManyGuests }),
    /** The previewed dates staff unticked (YYYY-MM-DD). */
    leaveOut: z
      .array(isoDate(m.leaveOut), { error: m.leaveOut })
      .max(MAX_SERIES_DATES, { error: m.leaveOut })
      .default([]),
  })
  .refine((s) => s.count !== undefined || s.until !== undefined, {
    error: m.countOrUntil,
    path: ['count'],
  })
  .refine((s) => s.until === undefined || s.until >= s.firstDate, {
    error: m.until,
    path: ['until'],
  });

export type ScheduleSeriesInput = z.infer<typeof scheduleSeriesSchema>;

/** Which weekday of its month a day is: 1 for the first Tuesday, ..., 5 for a fifth. */
export const weekOfMonth = (day: number) => Math.ceil(day / 7);

/** The day of the month of the nth (1-5) given weekday (0 Sunday), or null if the month has none. */
export function nthWeekdayOf(year: number, month: number, weekday: number, n: number) {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - firstWeekday + 7) % 7) + (n - 1) * 7;
  return day <= daysInMonth(year, month) ? day : null;
}

function addDays({ year, month, day }: CivilDate, days: number): CivilDate {
  // setUTCFullYear, as Date.UTC would read years 0-99 as 1900-1999.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day + days);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export interface SeriesPlan {
  /** The dates in order, the first date first. */
  dates: CivilDate[];
  /** Months passed over because they have no such weekday (a "fifth Monday"), as "June 2027". */
  skipped: string[];
}

/**
 * The dates of a series: `count` dates, or every date up to and including `until` (at most
 * MAX_SERIES_DATES). Monthly repeats keep the first date's weekday and its place in the month;
 * a month without it (no fifth Monday) is skipped and named, and does not count.
 */
export function seriesDates({
  firstDate,
  repeat,
  count,
  until,
}: Pick<ScheduleSeriesInput, 'firstDate' | 'repeat' | 'count' | 'until'>): SeriesPlan {
  const first = parseIsoDate(firstDate);
  if (!first) return { dates: [], skipped: [] };
  const want = Math.min(count ?? MAX_SERIES_DATES, MAX_SERIES_DATES);
  const last = until ?? '9999-12-31';
  const dates: CivilDate[] = [];
  const skipped: string[] = [];
  const within = (d: CivilDate) => dates.length < want && isoOf(d) <= last;
  if (repeat !== 'monthly') {
    const step = repeat === 'weekly' ? 7 : 14;
    for (let d = first; within(d); d = addDays(d, step)) dates.push(d);
    return { dates, skipped };
  }
  const weekday = new Date(Date.UTC(first.year, first.month - 1, first.day)).getUTCDay();
  const n = weekOfMonth(first.day);
  let { year, month } = first;
  // Every month has a fourth of each weekday, so a fifth is missed at most a few months in a row.
  for (let months = 0; months < MAX_SERIES_DATES * 3 && dates.length < want; months++) {
    const day = nthWeekdayOf(year, month, weekday, n);
    if (day === null) {
      if (`${year}-${pad2(month)}-01` > last) break;
      skipped.push(`${monthName(month)} ${year}`);
    } else {
      const date = { year, month, day };
      if (!within(date)) break;
      dates.push(date);
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return { dates, skipped };
}

/** "every second Tuesday of the month", "every week on Tuesday" */
export function repeatLabel(firstDate: string, repeat: Repeat): string {
  const first = parseIsoDate(firstDate);
  if (!first) return '';
  const weekday = weekdayName(first.year, first.month, first.day);
  if (repeat === 'weekly') return `every ${weekday}`;
  if (repeat === 'fortnightly') return `every other ${weekday}`;
  const nth = ['first', 'second', 'third', 'fourth', 'fifth'][weekOfMonth(first.day) - 1];
  return `every ${nth} ${weekday} of the month`;
}

/** One date of the series as a scheduled date (London time, all places open). */
export function seriesWorkshop(
  input: Pick<ScheduleSeriesInput, 'workshop_type' | 'time' | 'guests'>,
  date: CivilDate,
  id: string,
): ScheduledWorkshop {
  return toScheduledWorkshop({
    id,
    workshop_type: input.workshop_type,
    date: ordinal(date.day),
    month: monthName(date.month),
    year: String(date.year),
    time: input.time,
    guests: input.guests,
  });
}

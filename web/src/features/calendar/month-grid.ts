import { daysInMonth, londonParts, monthName, weekdayName } from '@domain/dates';
import type { CalendarEntry } from '@domain/model';
import { parseScheduleTime } from '@domain/time';
import { spacesLeftOrFull } from '@domain/wording';

export const WEEKDAYS_MONDAY_FIRST = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** How far the calendar steps from the current month, either way (docs/product.md#dates-and-times). */
export const CALENDAR_WINDOW_MONTHS = 12;

export interface YearMonth {
  year: number;
  month: number;
}

export interface DayCell {
  day: number;
  weekday: string;
  /** "Tuesday 3 March": the day as it is read out (the weekday headers are only seen). */
  label: string;
  entries: CalendarEntry[];
}

export interface CalendarDay extends YearMonth {
  day: number;
}

export interface MonthGrid {
  year: number;
  month: number;
  title: string;
  /** Blank cells before the 1st, so it falls under its weekday in a Monday-first week. */
  leadingBlanks: number;
  days: DayCell[];
}

export function currentLondonMonth(now: number = Date.now()): YearMonth {
  const { year, month } = londonParts(now);
  return { year, month };
}

function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + (month - 1);
}

export function addMonths(at: YearMonth, delta: number): YearMonth {
  const index = monthIndex(at) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function sameMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

export function calendarWindow(
  today: YearMonth,
  span = CALENDAR_WINDOW_MONTHS,
): { first: YearMonth; last: YearMonth } {
  return { first: addMonths(today, -span), last: addMonths(today, span) };
}

export function canStep(
  at: YearMonth,
  delta: number,
  window: { first: YearMonth; last: YearMonth },
): boolean {
  const target = monthIndex(at) + delta;
  return target >= monthIndex(window.first) && target <= monthIndex(window.last);
}

export function leadingBlanks(year: number, month: number): number {
  return WEEKDAYS_MONDAY_FIRST.indexOf(
    weekdayName(year, month, 1) as (typeof WEEKDAYS_MONDAY_FIRST)[number],
  );
}

function startHour(entry: CalendarEntry): number {
  const hour = parseScheduleTime(entry.start);
  return hour === '' ? 24 : Number(hour);
}

export function buildMonthGrid(at: YearMonth, entries: readonly CalendarEntry[] = []): MonthGrid {
  const { year, month } = at;
  const days: DayCell[] = Array.from({ length: daysInMonth(year, month) }, (_, i) => ({
    day: i + 1,
    weekday: weekdayName(year, month, i + 1),
    label: dayLabel({ year, month, day: i + 1 }),
    entries: [],
  }));
  for (const entry of entries) {
    if (entry.year !== year || entry.month !== month) continue;
    days[entry.day - 1]?.entries.push(entry);
  }
  for (const cell of days) cell.entries.sort((a, b) => startHour(a) - startHour(b));
  return {
    year,
    month,
    title: `${monthName(month)} ${year}`,
    leadingBlanks: leadingBlanks(year, month),
    days,
  };
}

export function spacesLeftText(seatsRemaining: number): string {
  return `Spaces left: ${Math.max(0, seatsRemaining)}`;
}

/** "Tuesday 3 March" */
export function dayLabel({ year, month, day }: CalendarDay): string {
  return `${weekdayName(year, month, day)} ${day} ${monthName(month)}`;
}

/** A day before today: its workshops are over, so they are not offered as links. */
export function isPastDay(day: CalendarDay, today: CalendarDay): boolean {
  const key = (d: CalendarDay) => (d.year * 12 + d.month) * 32 + d.day;
  return key(day) < key(today);
}

/** The full accessible name of an entry, e.g. "Saturday 14 March, 3pm, Granny Square, 3 spaces left". */
export function entryLabel(entry: CalendarEntry): string {
  return `${dayLabel(entry)}, ${entry.start}, ${entry.name}, ${spacesLeftOrFull(entry.seatsRemaining)}`;
}

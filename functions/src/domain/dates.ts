import { londonFields, MONTHS } from './clock.js';

// Kept here too for the callers that take them with the other date helpers (course.ts, the
// forms, the tests, the factories); the clock writes dates with them.
export { MONTHS, ordinal } from './clock.js';

export type MonthName = (typeof MONTHS)[number];

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const DAY_MS = 86_400_000;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function monthNumber(name: string): string {
  const wanted = name.trim().toLowerCase();
  const index = MONTHS.findIndex((month) => month.toLowerCase() === wanted);
  return index === -1 ? '' : pad2(index + 1);
}

export function monthName(n: number | string): string {
  const text = String(n).trim();
  if (!/^\d{1,2}$/.test(text)) return '';
  return MONTHS[Number(text) - 1] ?? '';
}

export function padDay(text: string): string {
  const match = /^(\d{1,2})(?:st|nd|rd|th)?$/i.exec(text.trim());
  if (!match) return '';
  const day = Number(match[1]);
  return day >= 1 && day <= 31 ? pad2(day) : '';
}

export function expandYear(yy: string | number): string {
  const text = String(yy).trim();
  if (/^\d{2}$/.test(text)) return `20${text}`;
  return /^\d{4}$/.test(text) ? text : '';
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

export function weekdayName(year: number, month: number, day: number): string {
  if (!isValidDate(year, month, day)) return '';
  return WEEKDAYS[new Date(utcMs(year, month, day)).getUTCDay()] ?? '';
}

export interface LondonParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
}

export function londonParts(ms: number): LondonParts {
  const { year, month, day, hour, minute, weekday } = londonFields(ms);
  return { year, month, day, hour, minute, weekday };
}

function londonOffset(ms: number): number {
  const f = londonFields(ms);
  const wholeSeconds = Math.floor(ms / 1000) * 1000;
  return utcMs(f.year, f.month, f.day, f.hour, f.minute, f.second) - wholeSeconds;
}

export function londonInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute = 0,
): number {
  if (!isValidDate(year, month, day)) return Number.NaN;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return Number.NaN;
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) return Number.NaN;
  const wall = utcMs(year, month, day, hour, minute);
  // London changes offset at most once in any two days, so the offsets a day
  // either side are the only candidates. Like Temporal's "compatible" choice,
  // a repeated time takes the earlier instant and a skipped time moves forward.
  const before = londonOffset(wall - DAY_MS);
  const after = londonOffset(wall + DAY_MS);
  const fits = [wall - before, wall - after].filter((ms) => ms + londonOffset(ms) === wall);
  return fits.length > 0 ? Math.min(...fits) : wall - before;
}

/** The London calendar day of an instant as YYYY-MM-DD (sorts like the dates it names). */
export function londonIsoDate(ms: number): string {
  const { year, month, day } = londonParts(ms);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

export function startOfLondonDay(ms: number): number {
  const { year, month, day } = londonParts(ms);
  return londonInstant(year, month, day, 0);
}

export function newsDate({
  day,
  month,
  year,
}: {
  day: string;
  month: string;
  year: number;
}): number {
  const d = Number(padDay(day));
  const m = Number(monthNumber(month));
  if (!isValidDate(year, m, d)) return Number.NaN;
  return utcMs(year, m, d, 8);
}

// The studio's clock (docs/product.md#dates-and-times): every date and time shown to a person is
// London wall-clock time, whatever zone the browser, the server or a test runs in. This is the
// only module that names the zone or makes an Intl.DateTimeFormat (lint keeps it so), and every
// format of an instant for people is here, so the site shows time one way.

export const STUDIO_TIME_ZONE = 'Europe/London';

const inLondon = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: STUDIO_TIME_ZONE, ...options });

const known = (ms: number | undefined): ms is number =>
  typeof ms === 'number' && Number.isFinite(ms);

/** "1st", "22nd", "13th" */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][lastTwo % 10] ?? 'th';
  return `${n}${suffix}`;
}

const fieldsFormat = inLondon({
  hourCycle: 'h23',
  weekday: 'long',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** An instant's London wall-clock reading: numbers (month 1-12) and the weekday's name. */
export interface LondonFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

/** The London calendar day and time of an instant; NaN fields for a missing one. */
export function londonFields(ms: number): LondonFields {
  const numbers: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  let weekday = '';
  if (Number.isFinite(ms)) {
    for (const part of fieldsFormat.formatToParts(ms)) {
      if (part.type === 'weekday') weekday = part.value;
      else numbers[part.type] = Number(part.value);
    }
  }
  return {
    year: numbers.year ?? Number.NaN,
    month: numbers.month ?? Number.NaN,
    day: numbers.day ?? Number.NaN,
    hour: numbers.hour ?? Number.NaN,
    minute: numbers.minute ?? Number.NaN,
    second: numbers.second ?? Number.NaN,
    weekday,
  };
}

const zoneFormat = inLondon({ timeZoneName: 'short' });

/** "GMT" in winter, "BST" in summer: what a London time is in, where it could be misread. */
export function londonZone(ms: number | undefined): string {
  if (!known(ms)) return '';
  return zoneFormat.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** A format of instants; `zone: true` names the zone after it ("…, 09:30:05 GMT"). */
type InstantFormat = (ms: number | undefined, options?: { zone?: boolean }) => string;

function instantFormat(format: (ms: number) => string): InstantFormat {
  return (ms, { zone = false } = {}) => {
    if (!known(ms)) return '';
    return zone ? `${format(ms)} ${londonZone(ms)}` : format(ms);
  };
}

const intlFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = inLondon(options);
  return instantFormat((ms) => format.format(ms));
};

/** "15 January 2026": a day, as news items are dated. */
export const londonDate = intlFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** "Sat 14 Mar, 10:30": a time in staff lists of this year's events (offers, refunds). */
export const londonDayTime = intlFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "22 Nov 2026, 09:30": when an email was written. */
export const londonShortDateTime = intlFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** "15 Jan 2026, 09:30:05": when a change was made (the audit log), to the second. */
export const londonTimestamp = intlFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "22/11/2026, 09:05:07": when staff or the system did something to a booking or signup. */
export const londonNumericDateTime = intlFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "2026-01-05 07:03": for CSV files, which spreadsheets read as a date and sort as text. */
export const londonSortableDateTime = instantFormat((ms) => {
  const f = londonFields(ms);
  return `${f.year}-${pad2(f.month)}-${pad2(f.day)} ${pad2(f.hour)}:${pad2(f.minute)}`;
});

const deadlineFormat = inLondon({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Saturday 14th March 2026 at 10:30 (UK time)": a deadline told to a visitor, as emails say it. */
export const londonDeadline = instantFormat((ms) => {
  const parts = deadlineFormat.formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${ordinal(Number(get('day')))} ${get('month')} ${get('year')} at ${get('hour')}:${get('minute')} (UK time)`;
});

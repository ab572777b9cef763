// The studio's clock (docs/product.md#dates-and-times): every date and time shown to a person is
// London wall-clock time, whatever zone the browser, the server or a test runs in. This is the
// only module that names the zone or makes an Intl.DateTimeFormat (lint keeps it so): the other
// formats of instants are written from its fields or made with londonFormat.

export const STUDIO_TIME_ZONE = 'Europe/London';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "1st", "22nd", "13th" */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][lastTwo % 10] ?? 'th';
  return `${n}${suffix}`;
}

const known = (ms: number | undefined): ms is number => Number.isFinite(ms);

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * An Intl format of London time, from Intl's options; with `timeZoneName: 'short'` it names
 * the zone ("…, 09:30:05 GMT", "… BST"). The staff pages make theirs with it
 * (web/src/lib/admin/staff-times.ts), so visitors' pages never carry them.
 */
export const londonFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: STUDIO_TIME_ZONE, ...options });

const fieldsFormat = londonFormat({
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
  const fields: LondonFields = {
    year: Number.NaN,
    month: Number.NaN,
    day: Number.NaN,
    hour: Number.NaN,
    minute: Number.NaN,
    second: Number.NaN,
    weekday: '',
  };
  if (known(ms)) {
    for (const { type, value } of fieldsFormat.formatToParts(ms)) {
      if (type === 'weekday') fields.weekday = value;
      else if (type in fields)
        fields[type as Exclude<keyof LondonFields, 'weekday'>] = Number(value);
    }
  }
  return fields;
}

/** "15 January 2026": a day, as news items are dated. */
export function londonDate(ms: number | undefined): string {
  if (!known(ms)) return '';
  const { day, month, year } = londonFields(ms);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Saturday 14th March 2026 at 10:30 (UK time)": a deadline told to a visitor, as emails say it. */
export function londonDeadline(ms: number | undefined): string {
  if (!known(ms)) return '';
  const { weekday, day, month, year, hour, minute } = londonFields(ms);
  return `${weekday} ${ordinal(day)} ${MONTHS[month - 1]} ${year} at ${pad2(hour)}:${pad2(minute)} (UK time)`;
}

import { londonFields, londonFormat } from '@domain/clock';

// The staff pages' formats of instants: London time by the studio's clock (@domain/clock),
// kept here so that the code of formats only staff see is not in the visitors' pages.

/** A format of instants: '' for a missing one. */
function staffFormat(options: Intl.DateTimeFormatOptions) {
  const format = londonFormat(options);
  return (ms: number | undefined) => (Number.isFinite(ms) ? format.format(ms) : '');
}

/** "Sat 14 Mar, 10:30": a time in staff lists of this year's events (offers, refunds). */
export const londonDayTime = staffFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "22 Nov 2026, 09:30": when an email was written. */
export const londonShortDateTime = staffFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** "15 Jan 2026, 09:30:05": when a change was made (the audit log), to the second. */
export const londonTimestamp = staffFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const numeric = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;
const numericTime = staffFormat(numeric);
const numericTimeInZone = staffFormat({ ...numeric, timeZoneName: 'short' });

/**
 * "22/11/2026, 09:05:07": when staff or the system did something to a booking or signup;
 * `zone: true` says GMT or BST after it, where the time could be taken for another zone's.
 */
export function londonNumericDateTime(ms: number | undefined, { zone = false } = {}): string {
  return (zone ? numericTimeInZone : numericTime)(ms);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "2026-01-05 07:03": for CSV files, which spreadsheets read as a date and sort as text. */
export function londonSortableDateTime(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '';
  const f = londonFields(ms);
  return `${f.year}-${pad2(f.month)}-${pad2(f.day)} ${pad2(f.hour)}:${pad2(f.minute)}`;
}

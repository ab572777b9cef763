import { ordinal } from '@domain/dates';

// The studio's times are London wall-clock times (docs/product.md#dates-and-times), wherever
// the visitor or the admin's computer is.

const long = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const short = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const valid = (ms: number | undefined): ms is number =>
  typeof ms === 'number' && Number.isFinite(ms);

/** "Saturday 14th March 2026 at 10:30 (UK time)", as the offer email words a deadline. */
export function londonDeadline(ms: number | undefined): string {
  if (!valid(ms)) return '';
  const parts = long.formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${ordinal(Number(get('day')))} ${get('month')} ${get('year')} at ${get('hour')}:${get('minute')} (UK time)`;
}

/** "Sat 14 Mar, 10:30" in London, for staff lists. */
export function londonDateTime(ms: number | undefined): string {
  return valid(ms) ? short.format(ms) : '';
}

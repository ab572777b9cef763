import { londonDeadline as deadline } from '@domain/wording';

// The studio's times are London wall-clock times (docs/product.md#dates-and-times), wherever
// the visitor or the admin's computer is.

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
  return valid(ms) ? deadline(ms) : '';
}

/** "Sat 14 Mar, 10:30" in London, for staff lists. */
export function londonDateTime(ms: number | undefined): string {
  return valid(ms) ? short.format(ms) : '';
}

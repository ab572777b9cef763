import { ordinal } from './clock.js';
import type { ScheduledWorkshop } from './model.js';

type DateFields = Pick<ScheduledWorkshop, 'day' | 'date' | 'month' | 'year'>;

/** "1 place", "3 places" */
export function places(n: number): string {
  return `${n} ${n === 1 ? 'place' : 'places'}`;
}

/** A date with nothing left to book, in those words everywhere on the site. */
export const FULLY_BOOKED = 'Fully booked';

/**
 * "1 space left", "3 spaces left": what is left on a date, in one wording across the site (the
 * calendar's entries alone show "Spaces left: 3": docs/product.md#dates-and-times).
 */
export function spacesLeft(n: number): string {
  return `${n} ${n === 1 ? 'space' : 'spaces'} left`;
}

/** "3 spaces left", or "Fully booked" when none are. */
export function spacesLeftOrFull(n: number): string {
  return n > 0 ? spacesLeft(n) : FULLY_BOOKED;
}

/** "Saturday 14th March 2026"; without a year (a month heading names it) "Saturday 14th March". */
export function workshopDateLabel({ day, date, month, year }: DateFields): string {
  const n = Number(date);
  const dayOfMonth = Number.isInteger(n) && n > 0 ? ordinal(n) : date;
  return [day, dayOfMonth, month, year].filter(Boolean).join(' ');
}

/** "Saturday 14th March 2026, 10am" */
export function whenLabel(fields: DateFields & Pick<ScheduledWorkshop, 'time'>): string {
  return `${workshopDateLabel(fields)}, ${fields.time}`;
}

// The emails take the deadline's wording from here; it is written by the studio's clock.
export { londonDeadline } from './clock.js';

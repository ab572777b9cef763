import type { ScheduledWorkshop } from './model.js';

type Availability = Pick<ScheduledWorkshop, 'is_available' | 'guest_slots_remaining'>;

/** Places a visitor can book now: none on a date that is closed or full. */
export function bookablePlaces(date: Availability): number {
  return date.is_available !== false ? Math.max(0, Math.floor(date.guest_slots_remaining)) : 0;
}

export function isBookable(date: Availability): boolean {
  return bookablePlaces(date) > 0;
}

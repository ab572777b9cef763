import { MAX_GUESTS_PER_BOOKING } from '@domain/guests';
import type { ScheduledWorkshop } from '@domain/model';
import { bookablePlaces, isClosed } from '@domain/places';

type DatePlaces = Pick<
  ScheduledWorkshop,
  'guests' | 'guest_slots_remaining' | 'is_available' | 'closed' | 'places_taken' | 'places_held'
>;

/** The largest group any of the dates could ever take (at least 1). */
export function placesWantedOptions(dates: readonly DatePlaces[]): number[] {
  const top = Math.min(MAX_GUESTS_PER_BOOKING, Math.max(1, ...dates.map((d) => d.guests)));
  return Array.from({ length: top }, (_, i) => i + 1);
}

/**
 * What a date offers a visitor who wants `wanted` places: booking when they are left, else its
 * waiting list. A date staff closed never offers places, and neither does one smaller than the
 * group, so neither has a waiting list.
 */
export function dateChoice(date: DatePlaces, wanted: number): 'book' | 'waitlist' | 'none' {
  if (bookablePlaces(date) >= wanted) return 'book';
  return wanted <= date.guests && !isClosed(date) ? 'waitlist' : 'none';
}

/** A waiting list is for more places than are left now, up to the date's size. */
export function waitlistGuestOptions(date: DatePlaces): number[] {
  const top = Math.min(MAX_GUESTS_PER_BOOKING, date.guests);
  const from = bookablePlaces(date) + 1;
  return from > top ? [] : Array.from({ length: top - from + 1 }, (_, i) => from + i);
}

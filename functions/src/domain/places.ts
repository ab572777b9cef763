import type { Booking, ScheduledWorkshop, WorkshopType } from './model.js';

// One invariant for every path that books, cancels, moves, edits, holds or releases places:
//   guest_slots_remaining = max(0, guests - places_taken - places_held)
//   is_available = not cancelled, not closed by staff, and places left > 0
// where places_taken is the sum of the guests of the date's booked bookings that took places.

type Availability = Pick<ScheduledWorkshop, 'is_available' | 'guest_slots_remaining'>;

/** Places a visitor can book now: none on a date that is closed or full. */
export function bookablePlaces(date: Availability): number {
  return date.is_available !== false ? Math.max(0, Math.floor(date.guest_slots_remaining)) : 0;
}

export function isBookable(date: Availability): boolean {
  return bookablePlaces(date) > 0;
}

export type DatePlaces = Pick<
  ScheduledWorkshop,
  | 'guests'
  | 'guest_slots_remaining'
  | 'is_available'
  | 'places_taken'
  | 'places_held'
  | 'closed'
  | 'status'
>;

/** Dates stored before places_taken existed: capacity minus places left is what was taken. */
export function placesTaken(date: DatePlaces): number {
  return date.places_taken ?? Math.max(0, date.guests - date.guest_slots_remaining);
}

export function placesHeld(date: DatePlaces): number {
  return date.places_held ?? 0;
}

/** Staff closed it: unavailable with places left (dates stored before `closed` existed). */
export function isClosed(date: DatePlaces): boolean {
  return date.closed ?? (date.is_available === false && date.guest_slots_remaining > 0);
}

export const isCancelledDate = (date: Pick<ScheduledWorkshop, 'status'>) =>
  date.status === 'cancelled';

export interface PlacesChange {
  /** Places taken (+) or given back (-) by booked bookings. */
  taken?: number;
  /** Places held (+) or released (-) for waiting-list offers. */
  held?: number;
  /** A new capacity. */
  capacity?: number;
  closed?: boolean;
  status?: ScheduledWorkshop['status'];
}

export type PlaceFields = Required<
  Pick<
    ScheduledWorkshop,
    | 'guests'
    | 'places_taken'
    | 'places_held'
    | 'guest_slots_remaining'
    | 'is_available'
    | 'closed'
    | 'status'
  >
>;

/** The place fields a date stores after a change: the invariant, written in full every time. */
export function placesAfter(date: DatePlaces, change: PlacesChange = {}): PlaceFields {
  const guests = change.capacity ?? date.guests;
  const taken = Math.max(0, placesTaken(date) + (change.taken ?? 0));
  const held = Math.max(0, placesHeld(date) + (change.held ?? 0));
  const closed = change.closed ?? isClosed(date);
  const status = change.status ?? date.status ?? 'scheduled';
  const left = Math.max(0, guests - taken - held);
  return {
    guests,
    places_taken: taken,
    places_held: held,
    guest_slots_remaining: left,
    is_available: status !== 'cancelled' && !closed && left > 0,
    closed,
    status,
  };
}

/** Booked (a booking stored before statuses existed is): not cancelled, nor waiting for payment. */
export const isBooked = (booking: Pick<Booking, 'status'>) =>
  booking.status === undefined || booking.status === 'booked';

/** Places a booking has taken on its date: its guests if it is booked and took places. */
export function placesOf(booking: Pick<Booking, 'status' | 'tookPlaces' | 'guests'>): number {
  return isBooked(booking) && booking.tookPlaces !== false ? booking.guests : 0;
}

/**
 * Places held for a booking on its date: its guests while it waits for its card payment
 * (domain/payment.ts). They count in the date's places_held, as a waiting-list offer's do.
 */
export function placesHeldFor(booking: Pick<Booking, 'status' | 'guests'>): number {
  return booking.status === 'awaiting_payment' ? booking.guests : 0;
}

/** A type visitors can book: active and not "coming soon". Other types' dates are in no public answer. */
export const isBookableType = (
  type: Pick<WorkshopType, 'active' | 'comingSoon'> | null | undefined,
) => type?.active === true && type.comingSoon !== true;

import { z } from './zod.js';
import { GUESTS_REQUIRED, notEnoughPlaces, tooManyGuests } from './messages.js';

export const MAX_GUESTS_PER_BOOKING = 20;

export function guestOptions(placesLeft: number): number[] {
  const top = Math.min(Math.floor(placesLeft), MAX_GUESTS_PER_BOOKING);
  if (!(top > 0)) return [];
  return Array.from({ length: top }, (_, i) => i + 1);
}

export function guestsSchema(placesLeft?: number) {
  const guests = z
    .number({ error: GUESTS_REQUIRED })
    .int({ error: GUESTS_REQUIRED })
    .min(1, { error: GUESTS_REQUIRED });
  if (placesLeft === undefined || placesLeft > MAX_GUESTS_PER_BOOKING) {
    return guests.max(MAX_GUESTS_PER_BOOKING, { error: tooManyGuests(MAX_GUESTS_PER_BOOKING) });
  }
  const left = placesLeft > 0 ? Math.floor(placesLeft) : 0;
  return guests.max(left, { error: notEnoughPlaces(left) });
}

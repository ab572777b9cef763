import { describe, expect, it } from 'vitest';
import { bookablePlaces, isBookable, placesAfter, placesOf } from './places.js';

describe('bookable places', () => {
  it('are the places left on an available date', () => {
    expect(bookablePlaces({ is_available: true, guest_slots_remaining: 3 })).toBe(3);
    expect(isBookable({ is_available: true, guest_slots_remaining: 1 })).toBe(true);
  });

  it('are none on a closed or full date, and never below 0', () => {
    expect(bookablePlaces({ is_available: false, guest_slots_remaining: 4 })).toBe(0);
    expect(bookablePlaces({ is_available: true, guest_slots_remaining: -2 })).toBe(0);
    expect(isBookable({ is_available: true, guest_slots_remaining: 0 })).toBe(false);
  });
});

const date = {
  guests: 10,
  guest_slots_remaining: 4,
  is_available: true,
};

describe('placesAfter', () => {
  it('derives taken places of a date stored before places_taken existed', () => {
    expect(placesAfter(date)).toEqual({
      guests: 10,
      places_taken: 6,
      places_held: 0,
      guest_slots_remaining: 4,
      is_available: true,
      closed: false,
      status: 'scheduled',
    });
  });

  it('takes and gives back places, never below 0 left', () => {
    const full = placesAfter(date, { taken: 4 });
    expect(full).toMatchObject({ places_taken: 10, guest_slots_remaining: 0, is_available: false });
    const over = placesAfter(full, { taken: 3 });
    expect(over).toMatchObject({ places_taken: 13, guest_slots_remaining: 0 });
    expect(placesAfter(over, { taken: -3 })).toMatchObject({ guest_slots_remaining: 0 });
    expect(placesAfter(over, { taken: -5 })).toMatchObject({
      places_taken: 8,
      guest_slots_remaining: 2,
      is_available: true,
    });
  });

  it('counts held places as gone', () => {
    expect(placesAfter(date, { held: 3 })).toMatchObject({
      places_held: 3,
      guest_slots_remaining: 1,
    });
  });

  it('keeps a date staff closed, or cancelled, unavailable with places left', () => {
    const closed = { ...date, is_available: false };
    expect(placesAfter(closed, { taken: -2 })).toMatchObject({
      closed: true,
      guest_slots_remaining: 6,
      is_available: false,
    });
    expect(placesAfter(closed, { closed: false })).toMatchObject({ is_available: true });
    expect(placesAfter(date, { status: 'cancelled' })).toMatchObject({ is_available: false });
  });

  it('recomputes places left from a new capacity', () => {
    expect(placesAfter(date, { capacity: 12 })).toMatchObject({
      guests: 12,
      guest_slots_remaining: 6,
    });
  });
});

describe('placesOf', () => {
  it('is the guests of a booked booking that took places, else none', () => {
    expect(placesOf({ guests: 3 })).toBe(3);
    expect(placesOf({ guests: 3, status: 'booked', tookPlaces: true })).toBe(3);
    expect(placesOf({ guests: 3, status: 'booked', tookPlaces: false })).toBe(0);
    expect(placesOf({ guests: 3, status: 'cancelled', tookPlaces: true })).toBe(0);
  });
});

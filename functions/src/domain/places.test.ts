import { describe, expect, it } from 'vitest';
import { bookablePlaces, isBookable } from './places.js';

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

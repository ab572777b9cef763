import { describe, expect, it } from 'vitest';
import { dateChoice, placesWantedOptions, waitlistGuestOptions } from './waitlist-dates';

const date = (guests: number, left: number, is_available = left > 0) => ({
  guests,
  guest_slots_remaining: left,
  is_available,
});

describe('a date and the places a visitor wants', () => {
  it('is booked while enough places are left, and waited for when they are not', () => {
    expect(dateChoice(date(8, 3), 3)).toBe('book');
    expect(dateChoice(date(8, 3), 4)).toBe('waitlist');
    expect(dateChoice(date(8, 0), 1)).toBe('waitlist');
  });

  it('offers no waiting list on a date staff closed, nor for a group larger than the date', () => {
    expect(dateChoice(date(8, 5, false), 1)).toBe('none');
    expect(dateChoice({ ...date(8, 0), closed: true }, 1)).toBe('none');
    expect(dateChoice(date(6, 0), 7)).toBe('none');
  });

  it('offers a waiting list for more places than are left, up to the size of the date', () => {
    expect(waitlistGuestOptions(date(6, 2))).toEqual([3, 4, 5, 6]);
    expect(waitlistGuestOptions(date(3, 0))).toEqual([1, 2, 3]);
    expect(waitlistGuestOptions(date(4, 4))).toEqual([]);
  });

  it('lets the visitor ask for up to the largest date, within one booking’s limit', () => {
    expect(placesWantedOptions([date(6, 1), date(10, 0)])).toHaveLength(10);
    expect(placesWantedOptions([])).toEqual([1]);
    expect(placesWantedOptions([date(40, 40)])).toHaveLength(20);
  });
});

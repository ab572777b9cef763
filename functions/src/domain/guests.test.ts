import { describe, it, expect } from 'vitest';
import { MAX_GUESTS_PER_BOOKING, guestOptions, guestsSchema } from './guests.js';

function messageFor(value: unknown, placesLeft?: number): string | undefined {
  return guestsSchema(placesLeft).safeParse(value).error?.issues[0]?.message;
}

describe('guestOptions', () => {
  it('runs from 1 up to the places left', () => {
    expect(guestOptions(4)).toEqual([1, 2, 3, 4]);
    expect(guestOptions(1)).toEqual([1]);
  });

  it('is empty when no places are left', () => {
    expect(guestOptions(0)).toEqual([]);
    expect(guestOptions(-3)).toEqual([]);
    expect(guestOptions(Number.NaN)).toEqual([]);
  });

  it('stops at the most guests one booking can take', () => {
    expect(MAX_GUESTS_PER_BOOKING).toBe(20);
    expect(guestOptions(50)).toHaveLength(20);
    expect(guestOptions(50).at(-1)).toBe(20);
  });
});

describe('guestsSchema', () => {
  it('accepts a whole number of guests from 1', () => {
    expect(guestsSchema().parse(1)).toBe(1);
    expect(guestsSchema(5).parse(5)).toBe(5);
  });

  it.each([0, -1, 1.5, Number.NaN, undefined, null, '2'])(
    'asks for the number of guests when given %j',
    (value) => {
      expect(messageFor(value)).toBe('Please select the number of guests for the workshop');
    },
  );

  it('says how many places are left when asked for more', () => {
    expect(messageFor(4, 3)).toBe('Sorry, only 3 places are left on this date');
    expect(messageFor(2, 1)).toBe('Sorry, only 1 place is left on this date');
  });

  it('says the date is fully booked when no places are left', () => {
    expect(messageFor(1, 0)).toBe('Sorry, this date is now fully booked');
  });

  it('limits one booking to 20 guests', () => {
    expect(guestsSchema().parse(20)).toBe(20);
    expect(messageFor(21)).toBe(
      'Sorry, we can take at most 20 guests in one booking; please contact us for a larger group',
    );
    expect(messageFor(21, 40)).toBe(
      'Sorry, we can take at most 20 guests in one booking; please contact us for a larger group',
    );
  });
});

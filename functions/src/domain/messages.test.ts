import { describe, it, expect } from 'vitest';
import {
  EXPERIENCE_REQUIRED,
  GUESTS_REQUIRED,
  INVALID_EMAIL,
  INVALID_MOBILE,
  TERMS_REQUIRED,
  notEnoughPlaces,
  tooManyGuests,
} from './messages.js';

describe('messages', () => {
  it('use the exact wording of the product rules', () => {
    expect(GUESTS_REQUIRED).toBe('Please select the number of guests for the workshop');
    expect(INVALID_EMAIL).toBe('Invalid email address');
    expect(INVALID_MOBILE).toBe('Invalid mobile number');
    expect(EXPERIENCE_REQUIRED).toBe(
      'Please agree all participants have the skills required and meet the experience level needed for this workshop',
    );
    expect(TERMS_REQUIRED).toBe('Please accept our Terms and Conditions before continuing');
  });

  it('say how many places are left, in the plural', () => {
    expect(notEnoughPlaces(3)).toBe('Sorry, only 3 places are left on this date');
  });

  it('say a single place is left in the singular', () => {
    expect(notEnoughPlaces(1)).toBe('Sorry, only 1 place is left on this date');
  });

  it('say the date is fully booked when no places are left', () => {
    expect(notEnoughPlaces(0)).toBe('Sorry, this date is now fully booked');
    expect(notEnoughPlaces(-2)).toBe('Sorry, this date is now fully booked');
  });

  it('name the largest group one booking can take', () => {
    expect(tooManyGuests(20)).toBe(
      'Sorry, we can take at most 20 guests in one booking; please contact us for a larger group',
    );
  });
});

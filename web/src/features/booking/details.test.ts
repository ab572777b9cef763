import { BOOKING_MESSAGES } from '@domain/booking';
import {
  EXPERIENCE_REQUIRED,
  GUESTS_REQUIRED,
  INVALID_EMAIL,
  INVALID_MOBILE,
} from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, firstInvalid, shownGuests, validateDetails } from './details';

const good = {
  ...EMPTY_DRAFT,
  guests: '2',
  name: ' Ada Lovelace ',
  email: 'Ada@Example.com',
  mobileNumber: '07700 900123',
  experienceConfirmed: true,
};

describe('validateDetails', () => {
  it('accepts good details and gives them as the shared rules clean them', () => {
    const result = validateDetails(good, 5);
    expect(result).toEqual({
      ok: true,
      details: expect.objectContaining({
        guests: 2,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        mobileNumber: '07700 900123',
        experienceConfirmed: true,
      }),
    });
  });

  it("gives the spec's message for each field, in form order", () => {
    const result = validateDetails({ ...EMPTY_DRAFT, email: 'nope', mobileNumber: '123' }, 5);
    expect(result).toEqual({
      ok: false,
      errors: {
        guests: GUESTS_REQUIRED,
        name: BOOKING_MESSAGES.name,
        email: INVALID_EMAIL,
        mobileNumber: INVALID_MOBILE,
        experienceConfirmed: EXPERIENCE_REQUIRED,
      },
    });
    if (!result.ok) expect(firstInvalid(result.errors)).toBe('guests');
  });

  it('treats a guest count above the places left as not chosen', () => {
    expect(shownGuests({ ...good, guests: '4' }, 3)).toBe('');
    expect(shownGuests({ ...good, guests: '3' }, 3)).toBe('3');
    const result = validateDetails({ ...good, guests: '4' }, 3);
    expect(result).toEqual({ ok: false, errors: { guests: GUESTS_REQUIRED } });
  });

  it('finds the first invalid field', () => {
    expect(firstInvalid({ experienceConfirmed: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid({})).toBeUndefined();
  });
});

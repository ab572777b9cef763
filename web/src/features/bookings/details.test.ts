import { BOOKING_MESSAGES } from '@domain/booking';
import {
  EMAIL_REQUIRED,
  EXPERIENCE_REQUIRED,
  GUESTS_REQUIRED,
  INVALID_EMAIL,
  INVALID_MOBILE,
  MOBILE_REQUIRED,
} from '@domain/messages';
import { describe, expect, it } from 'vitest';
import {
  DETAIL_FIELDS,
  EMPTY_DRAFT,
  firstInvalid,
  isRequired,
  shownGuests,
  validateDetails,
} from './details';

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

  it('gives each field its own message, in form order', () => {
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

  it('says what to enter in an empty email or mobile field', () => {
    const result = validateDetails({ ...good, email: ' ', mobileNumber: '' }, 5);
    expect(result).toEqual({
      ok: false,
      errors: { email: EMAIL_REQUIRED, mobileNumber: MOBILE_REQUIRED },
    });
  });

  it('knows which fields must be filled in, whatever is typed now', () => {
    const required = (draft: typeof good) =>
      DETAIL_FIELDS.filter((field) => isRequired(field, draft, 5));
    const expected = ['guests', 'name', 'email', 'mobileNumber', 'experienceConfirmed'];
    expect(required(good)).toEqual(expected);
    expect(required(EMPTY_DRAFT)).toEqual(expected);
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

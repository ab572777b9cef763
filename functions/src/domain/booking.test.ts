import { describe, it, expect } from 'vitest';
import { bookingDetailsSchema, saveBookingSchema, termsSchema, unitPrice } from './booking.js';
import { fieldErrors } from './field-errors.js';

const details = {
  guests: 2,
  name: 'Jo Bloggs',
  email: 'jo@example.com',
  mobileNumber: '07123 456789',
  experienceConfirmed: true,
};

const body = {
  ...details,
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  scheduled_workshop_id: 'sched-2026-03-07',
  newsletterSignup: true,
  termsAccepted: true,
};

describe('bookingDetailsSchema', () => {
  it('accepts a completed details form', () => {
    expect(bookingDetailsSchema(5).parse(details)).toEqual(details);
  });

  it('trims the name, email and mobile and lower-cases the email', () => {
    expect(
      bookingDetailsSchema().parse({
        ...details,
        name: '  Jo  ',
        email: ' Jo@Example.com ',
        mobileNumber: ' 07123 456789 ',
      }),
    ).toMatchObject({ name: 'Jo', email: 'jo@example.com', mobileNumber: '07123 456789' });
  });

  it('requires a name of at least one character, blanks not counting', () => {
    for (const name of ['', '   ']) {
      const result = bookingDetailsSchema().safeParse({ ...details, name });
      expect(result.error && fieldErrors(result.error)).toEqual({ name: 'Please enter your name' });
    }
    expect(bookingDetailsSchema().parse({ ...details, name: ' Jo ' }).name).toBe('Jo');
  });

  it('limits the name to 200 characters', () => {
    expect(bookingDetailsSchema().safeParse({ ...details, name: 'a'.repeat(200) }).success).toBe(
      true,
    );
    const result = bookingDetailsSchema().safeParse({ ...details, name: 'a'.repeat(201) });
    expect(result.error && fieldErrors(result.error)).toEqual({
      name: 'Please keep the name to 200 characters',
    });
  });

  it('gives each broken rule its own message', () => {
    const result = bookingDetailsSchema(5).safeParse({
      guests: 0,
      name: 'Jo',
      email: 'jo@',
      mobileNumber: '01234 567890',
      experienceConfirmed: false,
    });
    expect(result.error && fieldErrors(result.error)).toEqual({
      guests: 'Please select the number of guests for the workshop',
      email: 'Invalid email address',
      mobileNumber: 'Invalid mobile number',
      experienceConfirmed:
        'Please agree all participants have the skills required and meet the experience level needed for this workshop',
    });
  });

  it('requires the experience confirmation to be ticked', () => {
    const result = bookingDetailsSchema().safeParse({ ...details, experienceConfirmed: undefined });
    expect(result.error && fieldErrors(result.error)).toEqual({
      experienceConfirmed:
        'Please agree all participants have the skills required and meet the experience level needed for this workshop',
    });
  });

  it('refuses more guests than the places left', () => {
    const result = bookingDetailsSchema(1).safeParse(details);
    expect(result.error && fieldErrors(result.error)).toEqual({
      guests: 'Sorry, only 1 place is left on this date',
    });
  });

  it('takes the visitor experience level and skills as optional free text', () => {
    expect(
      bookingDetailsSchema().parse({
        ...details,
        experienceLevel: ' Beginner ',
        experienceSkills: 'Chain stitch',
      }),
    ).toMatchObject({ experienceLevel: 'Beginner', experienceSkills: 'Chain stitch' });
    const result = bookingDetailsSchema().safeParse({
      ...details,
      experienceSkills: 'a'.repeat(501),
    });
    expect(result.error && fieldErrors(result.error)).toEqual({
      experienceSkills: 'Please keep this to 500 characters',
    });
  });
});

describe('termsSchema', () => {
  it('accepts ticked terms', () => {
    expect(termsSchema.parse({ termsAccepted: true })).toEqual({ termsAccepted: true });
  });

  it.each([false, undefined, 'true'])('asks for the terms when termsAccepted is %j', (value) => {
    expect(termsSchema.safeParse({ termsAccepted: value }).error?.issues[0]?.message).toBe(
      'Please accept our Terms and Conditions before continuing',
    );
  });
});

describe('saveBookingSchema', () => {
  it('accepts a complete booking body', () => {
    expect(saveBookingSchema.parse(body)).toEqual(body);
  });

  it('signs nobody up for the newsletter unless asked', () => {
    const withoutNewsletter = { ...body, newsletterSignup: undefined };
    expect(saveBookingSchema.parse(withoutNewsletter).newsletterSignup).toBe(false);
  });

  it('drops fields the client must not set', () => {
    const parsed = saveBookingSchema.parse({
      ...body,
      total_price: 0,
      payed: true,
      date_of_workshop: 1,
      workshop_name: 'Free stuff',
    });
    expect(parsed).toEqual(body);
  });

  it('accepts the timestamp fallback id and rejects unsafe ids', () => {
    expect(saveBookingSchema.safeParse({ ...body, id: '1767225600000-k3j9x2ab' }).success).toBe(
      true,
    );
    for (const id of ['', '12345', 'a/b/c/d/e', 'a'.repeat(65), 'bad id!']) {
      const result = saveBookingSchema.safeParse({ ...body, id });
      expect(result.error && fieldErrors(result.error)).toEqual({
        id: 'The booking id is missing or invalid; please start the booking again',
      });
    }
  });

  it('requires the date being booked, as a safe document id', () => {
    for (const scheduled_workshop_id of [undefined, '', 'scheduled_workshops/x']) {
      const result = saveBookingSchema.safeParse({ ...body, scheduled_workshop_id });
      expect(result.error && fieldErrors(result.error)).toEqual({
        scheduled_workshop_id: 'Please choose a date for the workshop',
      });
    }
  });

  it('requires the terms to be accepted', () => {
    const result = saveBookingSchema.safeParse({ ...body, termsAccepted: false });
    expect(result.error && fieldErrors(result.error)).toEqual({
      termsAccepted: 'Please accept our Terms and Conditions before continuing',
    });
  });

  it('limits one booking to 20 guests', () => {
    expect(saveBookingSchema.safeParse({ ...body, guests: 20 }).success).toBe(true);
    expect(saveBookingSchema.safeParse({ ...body, guests: 21 }).success).toBe(false);
  });

  it('rejects a body that is not an object', () => {
    expect(saveBookingSchema.safeParse('booking').success).toBe(false);
    expect(saveBookingSchema.safeParse(null).success).toBe(false);
  });
});

describe('unitPrice', () => {
  it('prefers the numeric price and falls back to the price text', () => {
    expect(unitPrice({ price: '£35', priceForTotal: 30 })).toBe(30);
    expect(unitPrice({ price: '£35.50', priceForTotal: Number.NaN })).toBe(35.5);
  });
});

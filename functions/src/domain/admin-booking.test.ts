import { describe, expect, it } from 'vitest';
import {
  ADMIN_BOOKING_MESSAGES,
  addOtherWayBookingSchema,
  isUkPhone,
  reminderSchema,
  updateBookingSchema,
} from './admin-booking.js';
import { fieldErrors } from './field-errors.js';
import { INVALID_EMAIL } from './messages.js';

const booking = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  scheduled_workshop_id: 'date-1',
  guests: 2,
  name: 'Ann Other',
  contactNumber: '020 7946 0000',
};

const errorsOf = (v: unknown) => {
  const result = addOtherWayBookingSchema.safeParse(v);
  return result.success ? {} : fieldErrors(result.error);
};

describe('isUkPhone', () => {
  it('accepts UK mobiles and landlines written the usual ways', () => {
    for (const n of [
      '07700 900123',
      '07700900123',
      '+44 7700 900123',
      '+44 (0)7700 900123',
      '020 7946 0000',
      '(020) 7946 0000',
      '01632 960 001',
      '016977 4567',
      '0113-496-0000',
    ]) {
      expect(isUkPhone(n), n).toBe(true);
    }
  });

  it('refuses too few or too many digits, letters, other countries and odd brackets', () => {
    for (const n of [
      '077009001',
      '077009001234',
      '+1 202 555 0100',
      '07700 9OO123',
      '(020 7946 0000',
      '7700900123',
      '',
    ]) {
      expect(isUkPhone(n), n).toBe(false);
    }
  });
});

describe('addOtherWayBookingSchema', () => {
  it('accepts a booking without an email and fills payed and allowOverbooking', () => {
    const input = addOtherWayBookingSchema.parse({
      shouldSendEmail: false,
      shouldUpdateGuestSlots: true,
      booking,
    });
    expect(input).toEqual({
      shouldSendEmail: false,
      shouldUpdateGuestSlots: true,
      allowOverbooking: false,
      booking: { ...booking, email: '', payed: false },
    });
  });

  it('needs an email when the confirmation email is to be sent', () => {
    expect(errorsOf({ shouldSendEmail: true, shouldUpdateGuestSlots: true, booking })).toEqual({
      email: ADMIN_BOOKING_MESSAGES.emailForConfirmation,
    });
  });

  it('keys errors by the booking field names', () => {
    expect(
      errorsOf({
        shouldUpdateGuestSlots: 'yes',
        booking: { ...booking, guests: 0, name: '', email: 'nope', contactNumber: '123' },
      }),
    ).toEqual({
      shouldSendEmail: ADMIN_BOOKING_MESSAGES.yesNo,
      shouldUpdateGuestSlots: ADMIN_BOOKING_MESSAGES.yesNo,
      guests: ADMIN_BOOKING_MESSAGES.guests,
      name: ADMIN_BOOKING_MESSAGES.name,
      email: INVALID_EMAIL,
      contactNumber: ADMIN_BOOKING_MESSAGES.contactNumber,
    });
  });

  it('drops fields such as total_price and mobileNumber that the admin cannot set', () => {
    const input = addOtherWayBookingSchema.parse({
      shouldSendEmail: false,
      shouldUpdateGuestSlots: false,
      booking: { ...booking, total_price: 0, mobileNumber: '07700 900123', source: 'web' },
    });
    expect(Object.keys(input.booking).sort()).toEqual(
      ['contactNumber', 'email', 'guests', 'id', 'name', 'payed', 'scheduled_workshop_id'].sort(),
    );
  });
});

describe('updateBookingSchema', () => {
  it('keeps only the id and payed', () => {
    expect(
      updateBookingSchema.parse({ id: 'b-1', payed: true, guests: 9, total_price: 0, name: 'X' }),
    ).toEqual({ id: 'b-1', payed: true });
  });

  it('needs payed to be a boolean', () => {
    expect(updateBookingSchema.safeParse({ id: 'b-1', payed: 'true' }).success).toBe(false);
  });
});

describe('reminderSchema', () => {
  it('needs a booking id that cannot be a path', () => {
    expect(reminderSchema.safeParse({ bookingId: 'b-1' }).success).toBe(true);
    expect(reminderSchema.safeParse({ bookingId: '../mail/x' }).success).toBe(false);
    expect(reminderSchema.safeParse({}).success).toBe(false);
  });
});

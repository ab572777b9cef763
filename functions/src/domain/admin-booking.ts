import { z } from 'zod';
import { docIdSchema, yesNo } from './admin-fields.js';
import { BOOKING_MESSAGES, MAX_NAME_LENGTH } from './booking.js';
import { isEmail, MAX_EMAIL_LENGTH } from './contact.js';
import { ID_PATTERN } from './ids.js';
import { GUESTS_REQUIRED, INVALID_EMAIL } from './messages.js';
import { MAX_PLACES_PER_WORKSHOP } from './schedule.js';

export const ADMIN_BOOKING_MESSAGES = {
  id: BOOKING_MESSAGES.id,
  bookingId: 'Choose a booking',
  scheduledWorkshopId: 'Choose the workshop date',
  name: 'Enter the name of the person booking',
  nameTooLong: `Keep the name to ${MAX_NAME_LENGTH} characters`,
  guests: GUESTS_REQUIRED,
  tooManyGuests: `Enter at most ${MAX_PLACES_PER_WORKSHOP} guests`,
  contactNumber: 'Enter a UK phone number such as 07700 900123 or 020 7946 0000',
  emailForConfirmation: 'Enter an email address to send the confirmation email',
  payed: 'Choose whether the booking is paid',
  yesNo: 'Choose yes or no',
} as const;

const m = ADMIN_BOOKING_MESSAGES;

/**
 * Any UK phone number, landline or mobile: 0 then 9 or 10 digits, or +44 (with an optional
 * "(0)") instead of the 0. Spaces, dashes and brackets may group the digits.
 */
export function isUkPhone(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[+(\d][\d\s()-]*$/.test(trimmed)) return false;
  const opens = trimmed.split('(').length - 1;
  if (opens !== trimmed.split(')').length - 1) return false;
  const compact = trimmed.replace(/^\+44\s*\(0\)/, '+44').replace(/[\s()-]/g, '');
  return /^(?:0|\+44)\d{9,10}$/.test(compact);
}

export const ukPhoneSchema = z
  .string({ error: m.contactNumber })
  .trim()
  .max(30, { error: m.contactNumber })
  .refine(isUkPhone, { error: m.contactNumber });

/** The booking part of the "add a booking made another way" form. Email is optional (''). */
export const otherWayBookingSchema = z.object({
  id: z.string({ error: m.id }).regex(ID_PATTERN, { error: m.id }),
  scheduled_workshop_id: docIdSchema(m.scheduledWorkshopId),
  guests: z
    .number({ error: m.guests })
    .int({ error: m.guests })
    .min(1, { error: m.guests })
    .max(MAX_PLACES_PER_WORKSHOP, { error: m.tooManyGuests }),
  name: z
    .string({ error: m.name })
    .trim()
    .min(1, { error: m.name })
    .max(MAX_NAME_LENGTH, { error: m.nameTooLong }),
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL })
    .refine((s) => s === '' || isEmail(s), { error: INVALID_EMAIL })
    .default(''),
  contactNumber: ukPhoneSchema,
  payed: z.boolean({ error: m.payed }).default(false),
});

export type OtherWayBookingInput = z.infer<typeof otherWayBookingSchema>;

/** POST /api/add_new_other_method_booking. Field errors are keyed by the booking's own field names. */
export const addOtherWayBookingSchema = z
  .object({
    shouldSendEmail: z.boolean({ error: m.yesNo }),
    shouldUpdateGuestSlots: z.boolean({ error: m.yesNo }),
    /** Take the places even when the date has too few left (the admin's explicit choice). */
    allowOverbooking: yesNo().default(false),
    booking: otherWayBookingSchema,
  })
  .refine((input) => !input.shouldSendEmail || input.booking.email !== '', {
    error: m.emailForConfirmation,
    path: ['booking', 'email'],
  });

export type AddOtherWayBookingInput = z.infer<typeof addOtherWayBookingSchema>;
export type AddOtherWayBookingBody = z.input<typeof addOtherWayBookingSchema>;

/** POST /api/update_booking: only whether it is paid can change. */
export const updateBookingSchema = z.object({
  id: docIdSchema(m.bookingId),
  payed: z.boolean({ error: m.payed }),
});

export type UpdateBookingInput = z.infer<typeof updateBookingSchema>;

/** POST /api/send_booking_reminder */
export const reminderSchema = z.object({ bookingId: docIdSchema(m.bookingId) });

export type ReminderInput = z.infer<typeof reminderSchema>;

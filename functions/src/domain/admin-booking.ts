import { z } from './zod.js';
import { docIdSchema, yesNo } from './admin-fields.js';
import { BOOKING_MESSAGES, MAX_NAME_LENGTH } from './booking.js';
import { isEmail, isUkMobile, MAX_EMAIL_LENGTH } from './contact.js';
import { isValidDate } from './dates.js';
import { ID_PATTERN } from './ids.js';
import { GUESTS_REQUIRED, INVALID_EMAIL, INVALID_MOBILE } from './messages.js';
import { isPlainLine, isPlainText, UNSAFE_TEXT } from './plain-text.js';
import { PAYMENT_MESSAGES, PAYMENT_STATES } from './payment.js';
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
  notify: 'Choose whether to tell the visitor by email',
  askedByBooker: 'Choose whether the booker asked for this',
  reason: 'Keep the reason to 500 characters',
  notes: 'Keep the notes to 2000 characters',
  status: 'Choose booked, cancelled, refund_due or all',
  day: 'Enter a date as YYYY-MM-DD',
  search: 'Keep the search to 200 characters',
  payment: 'Choose card, other, unpaid, awaiting, refunded or not_completed',
} as const;

const m = ADMIN_BOOKING_MESSAGES;

const guestsField = z
  .number({ error: m.guests })
  .int({ error: m.guests })
  .min(1, { error: m.guests })
  .max(MAX_PLACES_PER_WORKSHOP, { error: m.tooManyGuests });

const nameField = z
  .string({ error: m.name })
  .trim()
  .min(1, { error: m.name })
  .max(MAX_NAME_LENGTH, { error: m.nameTooLong })
  .refine(isPlainLine, { error: UNSAFE_TEXT });

/** An email, or '' for none (a booking taken by phone may have none). */
const optionalEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL })
  .refine((s) => s === '' || isEmail(s), { error: INVALID_EMAIL });

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
  guests: guestsField,
  name: nameField,
  email: optionalEmail.default(''),
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
export const reminderSchema = z.object({
  bookingId: docIdSchema(m.bookingId),
  /** One per click of the button: sending the same request again sends nothing more. */
  requestId: z.string({ error: m.id }).regex(ID_PATTERN, { error: m.id }).optional(),
});

export type ReminderInput = z.infer<typeof reminderSchema>;

const bookingId = docIdSchema(m.bookingId);
const notify = z.boolean({ error: m.notify });
const reason = z
  .string({ error: m.reason })
  .trim()
  .max(500, { error: m.reason })
  .refine(isPlainText, { error: UNSAFE_TEXT })
  .optional();

/**
 * POST /api/cancel_booking: `askedByBooker` when staff cancel at the booker's request. A booking
 * paid by card is refunded through Stripe: in full (the default), in part (`refundAmount`, in
 * pounds) or not at all.
 */
export const cancelBookingSchema = z
  .object({
    id: bookingId,
    notify,
    reason,
    askedByBooker: z.boolean({ error: m.askedByBooker }).default(false),
    refund: z
      .enum(['full', 'part', 'none'], { error: PAYMENT_MESSAGES.refundChoice })
      .default('full'),
    refundAmount: z
      .number({ error: PAYMENT_MESSAGES.refundAmount })
      .positive({ error: PAYMENT_MESSAGES.refundAmount })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        error: PAYMENT_MESSAGES.refundAmount,
      })
      .optional(),
  })
  .refine((input) => input.refund !== 'part' || input.refundAmount !== undefined, {
    error: PAYMENT_MESSAGES.refundAmount,
    path: ['refundAmount'],
  });
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;

/** POST /api/move_booking */
export const moveBookingSchema = z.object({
  id: bookingId,
  scheduled_workshop_id: docIdSchema(m.scheduledWorkshopId),
  notify,
});
export type MoveBookingInput = z.infer<typeof moveBookingSchema>;

/**
 * POST /api/edit_booking: only the fields sent change. A phone number may be '' to remove it.
 * The rules are the forms' own: the visitor's mobile, the staff form's phone number.
 */
export const editBookingSchema = z.object({
  id: bookingId,
  name: nameField.optional(),
  email: optionalEmail.optional(),
  mobileNumber: z
    .string({ error: INVALID_MOBILE })
    .trim()
    .refine((s) => s === '' || isUkMobile(s), { error: INVALID_MOBILE })
    .optional(),
  contactNumber: z
    .string({ error: m.contactNumber })
    .trim()
    .max(30, { error: m.contactNumber })
    .refine((s) => s === '' || isUkPhone(s), { error: m.contactNumber })
    .optional(),
  guests: guestsField.optional(),
  notes: z
    .string({ error: m.notes })
    .trim()
    .max(2000, { error: m.notes })
    .refine(isPlainText, { error: UNSAFE_TEXT })
    .optional(),
});
export type EditBookingInput = z.infer<typeof editBookingSchema>;

const isoDay = z
  .string({ error: m.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.day })
  .refine(
    (s) => {
      const [y, mo, d] = s.split('-').map(Number);
      return isValidDate(y ?? 0, mo ?? 0, d ?? 0);
    },
    { error: m.day },
  );

/** GET /api/bookings query: booked from today by default. */
export const bookingsQuerySchema = z.object({
  status: z
    .enum(['booked', 'cancelled', 'refund_due', 'all'], { error: m.status })
    .default('booked'),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: z.string({ error: m.search }).trim().max(200, { error: m.search }).optional(),
  /** How the payment stands (domain/payment.ts paymentStateOf). */
  payment: z.enum(PAYMENT_STATES, { error: m.payment }).optional(),
});
export type BookingsQuery = z.infer<typeof bookingsQuerySchema>;

/** POST /api/mark_refunded: the refund of a cancelled, paid booking has been made. */
export const markRefundedSchema = z.object({ id: bookingId });

/** POST /api/send_card_payment_link: emails the booker a card payment page for the booking. */
export const sendCardPaymentLinkSchema = z.object({ id: bookingId });

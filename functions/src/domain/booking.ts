import { z } from './zod.js';
import { emailSchema, ukMobileSchema } from './contact.js';
import { guestsSchema } from './guests.js';
import { ID_PATTERN } from './ids.js';
import { EXPERIENCE_REQUIRED, TERMS_REQUIRED } from './messages.js';
import type { Booking, ScheduledWorkshop, WorkshopType } from './model.js';
import { isPlainLine, isPlainText, UNSAFE_TEXT } from './plain-text.js';
import { parsePrice, totalPrice } from './price.js';
import { bookingRuleOf, type DiscountCode, discountCodeField, ruleOf } from './discount.js';
import { priceBooking } from './pricing.js';

export const MAX_NAME_LENGTH = 200;

/** The newsletter box's wording, shown on the booking form and stored with the consent. */
/** The newsletter box on the booking forms, and the hint under it. */
export const NEWSLETTER_BOX = {
  label: 'Sign me up to the studio newsletter',
  hint: 'We will email you a link to confirm it; you can unsubscribe from any newsletter.',
} as const;
/** What a signup's consent record says the person agreed to: the box's words as they saw them. */
export const NEWSLETTER_CONSENT = `${NEWSLETTER_BOX.label} (${NEWSLETTER_BOX.hint})`;
export const MAX_EXPERIENCE_LENGTH = 500;

export const BOOKING_MESSAGES = {
  id: 'The booking id is missing or invalid; please start the booking again',
  scheduledWorkshopId: 'Please choose a date for the workshop',
  name: 'Please enter your name',
  nameTooLong: `Please keep the name to ${MAX_NAME_LENGTH} characters`,
  experienceTooLong: `Please keep this to ${MAX_EXPERIENCE_LENGTH} characters`,
  payWith: 'Choose how you would like to pay',
  voucherCode: 'This gift voucher code is not valid',
} as const;

const freeText = z
  .string()
  .trim()
  .max(MAX_EXPERIENCE_LENGTH, { error: BOOKING_MESSAGES.experienceTooLong })
  .refine(isPlainText, { error: UNSAFE_TEXT })
  .optional();

export function bookingDetailsSchema(placesLeft?: number) {
  return z.object({
    guests: guestsSchema(placesLeft),
    name: z
      .string({ error: BOOKING_MESSAGES.name })
      .trim()
      .min(1, { error: BOOKING_MESSAGES.name })
      .max(MAX_NAME_LENGTH, { error: BOOKING_MESSAGES.nameTooLong })
      .refine(isPlainLine, { error: UNSAFE_TEXT }),
    email: emailSchema,
    mobileNumber: ukMobileSchema,
    experienceLevel: freeText,
    experienceSkills: freeText,
    experienceConfirmed: z.literal(true, { error: EXPERIENCE_REQUIRED }),
  });
}

export type BookingDetails = z.infer<ReturnType<typeof bookingDetailsSchema>>;

export const termsSchema = z.object({
  termsAccepted: z.literal(true, { error: TERMS_REQUIRED }),
});

export type Terms = z.infer<typeof termsSchema>;

export const saveBookingSchema = bookingDetailsSchema().extend({
  id: z.string({ error: BOOKING_MESSAGES.id }).regex(ID_PATTERN, { error: BOOKING_MESSAGES.id }),
  // Used as a Firestore document id, so a slash must never get through.
  scheduled_workshop_id: z
    .string({ error: BOOKING_MESSAGES.scheduledWorkshopId })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: BOOKING_MESSAGES.scheduledWorkshopId }),
  newsletterSignup: z.boolean().default(false),
  termsAccepted: termsSchema.shape.termsAccepted,
  /** Where the studio offers both ways (domain/payment.ts): card now or a payment link after. */
  payWith: z.enum(['card', 'link'], { error: BOOKING_MESSAGES.payWith }).optional(),
  /** A discount code (domain/discount.ts): the server prices the booking with it. */
  discountCode: discountCodeField,
  /** A gift voucher to pay with first (docs/product.md#gift-vouchers). */
  voucherCode: z
    .string({ error: BOOKING_MESSAGES.voucherCode })
    .trim()
    .max(40, { error: BOOKING_MESSAGES.voucherCode })
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export type SaveBookingInput = z.infer<typeof saveBookingSchema>;

/** POST /api/claim_waitlist_offer/{token}: the details form with the guests fixed by the offer. */
export const claimOfferSchema = saveBookingSchema.omit({
  scheduled_workshop_id: true,
  guests: true,
  payWith: true,
  discountCode: true,
});

export type ClaimOfferInput = z.infer<typeof claimOfferSchema>;
export type ClaimOfferBody = z.input<typeof claimOfferSchema>;
export type SaveBookingBody = z.input<typeof saveBookingSchema>;

/** A booking to create, from the website or from staff. */
export interface CreateBookingInput {
  id: string;
  scheduled_workshop_id: string;
  guests: number;
  name: string;
  email?: string;
  mobileNumber?: string;
  contactNumber?: string;
  experienceLevel?: string;
  experienceSkills?: string;
  newsletterSignup?: boolean;
  /** True when the visitor ticked the terms: stored as termsAcceptedAt. */
  termsAccepted?: boolean;
  payed?: boolean;
  /** A discount code's name as typed (upper case), checked in the booking's commit. */
  discountCode?: string;
  /** A gift voucher's code, as typed: it pays first, up to its balance. */
  voucherCode?: string;
}

/** The price of one place: priceForTotal, or else the price text. */
export function unitPrice(type: Pick<WorkshopType, 'price' | 'priceForTotal'>): number {
  return Number.isFinite(type.priceForTotal) ? type.priceForTotal : parsePrice(type.price);
}

/** What a booking copies from its date and the date's type (a move copies them again). */
export function bookedDateFields(date: ScheduledWorkshop, type: WorkshopType) {
  return {
    scheduled_workshop_id: date.id,
    date: date.date,
    month: date.month,
    year: date.year,
    time: date.time,
    day: date.day,
    date_of_workshop: date.date_of_workshop,
    workshop_type: type.id,
    workshop_name: type.name,
    level: type.level,
    skills: type.skills,
    duration: type.duration,
    isCourse: type.isCourse,
    courseDates: type.courseDates,
    courseInterval: type.courseInterval,
  } satisfies Partial<Booking>;
}

/** The booking as stored: what the server reads from the date and its type, priced on the server. */
export function bookingFrom(
  input: CreateBookingInput,
  date: ScheduledWorkshop,
  type: WorkshopType,
  source: Booking['source'],
  now: number,
  tookPlaces = true,
): Booking {
  const booking: Booking = {
    id: input.id,
    status: 'booked',
    tookPlaces,
    ...bookedDateFields(date, type),
    guests: input.guests,
    name: input.name,
    email: input.email ?? '',
    total_price: totalPrice(unitPrice(type), input.guests),
    fullPrice: totalPrice(unitPrice(type), input.guests),
    payed: input.payed ?? false,
    newsletterSignup: input.newsletterSignup ?? false,
    source,
    createdAt: now,
  };
  if (input.mobileNumber) booking.mobileNumber = input.mobileNumber;
  if (input.contactNumber) booking.contactNumber = input.contactNumber;
  if (input.experienceLevel) booking.experienceLevel = input.experienceLevel;
  if (input.experienceSkills) booking.experienceSkills = input.experienceSkills;
  if (input.termsAccepted) booking.termsAcceptedAt = now;
  return booking;
}

/** A booking priced with a discount code (already checked): its total is what the code leaves. */
export function withDiscount(booking: Booking, type: WorkshopType, code: DiscountCode): Booking {
  const price = priceBooking({
    unitPrice: unitPrice(type),
    places: booking.guests,
    discount: ruleOf(code),
  });
  return {
    ...booking,
    fullPrice: price.fullPrice,
    total_price: price.total,
    discount: { code: code.code, amount: price.discountAmount, kind: code.kind, value: code.value },
  };
}

/**
 * A booking's prices again for `guests` places at `each` (a change of guests, a move): its
 * discount code's rule, kept on the booking, applies again; the code is not checked again.
 */
export function repriced(
  booking: Pick<Booking, 'discount'>,
  each: number,
  guests: number,
): Pick<Booking, 'fullPrice' | 'total_price' | 'discount'> {
  const price = priceBooking({
    unitPrice: each,
    places: guests,
    discount: bookingRuleOf(booking.discount),
  });
  return {
    fullPrice: price.fullPrice,
    total_price: price.total,
    ...(booking.discount
      ? { discount: { ...booking.discount, amount: price.discountAmount } }
      : {}),
  };
}

/** Fields only the server uses: never in any answer. */
const SECRET_FIELDS = ['manageNonce', 'manageTokenHash', 'requestHash'] as const;

/** A booking as staff see it: everything but the secrets of its links. */
export function withoutSecrets(booking: Booking): Booking {
  const copy = { ...booking };
  for (const key of SECRET_FIELDS) delete copy[key];
  return copy;
}

/** What the visitor's own pages show: their booking, without staff notes or internals. */
export type VisitorBooking = Omit<
  Booking,
  | (typeof SECRET_FIELDS)[number]
  | 'notes'
  | 'source'
  | 'reminderSentAt'
  | 'autoReminderSentAt'
  | 'updatedAt'
  | 'refundDue'
  | 'refundedAt'
>;

export function visitorView(booking: Booking): VisitorBooking {
  const {
    notes: _notes,
    source: _source,
    reminderSentAt: _r,
    autoReminderSentAt: _a,
    updatedAt: _u,
    refundDue: _d,
    refundedAt: _f,
    ...rest
  } = withoutSecrets(booking);
  // What is left to pay after any gift voucher (the total when there is none).
  return { ...rest, amountDue: booking.amountDue ?? booking.total_price };
}

import {
  bookingFrom,
  type CreateBookingInput,
  withDiscount,
  withoutSecrets,
} from '../../domain/booking.js';
import { type DiscountCode, discountRefusal } from '../../domain/discount.js';
import { notEnoughPlaces, UNKNOWN_DATE } from '../../domain/messages.js';
import type {
  Booking,
  MailDoc,
  NewsletterSignup,
  ScheduledWorkshop,
  WorkshopType,
} from '../../domain/model.js';
import {
  bookablePlaces,
  isBookableType,
  isCancelledDate,
  type PlaceFields,
  placesAfter,
} from '../../domain/places.js';
import {
  amountDueOf,
  HOLD_MS,
  type PayWith,
  payWithFor,
  toPence,
  toPounds,
} from '../../domain/payment.js';
import type { Voucher } from '../../domain/voucher.js';
import { newReference } from '../../domain/reference.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import {
  type Actor,
  changedFields,
  type GuardedCommit,
  guardedCommit,
} from '../../lib/guarded-commit.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { newLink } from '../../lib/link-tokens.js';
import { getPaymentLinks, getStudio, paymentLinkFor } from '../content/index.js';
import { readDiscountCode, refusedCode, takeDiscountPlaces } from '../discounts/index.js';
import { addSignup, signupFromBooking, signupOf } from '../newsletter/index.js';
import { dateOf, typeOfDate, updateDate } from '../schedule/index.js';
import { readVoucher, spendOnBooking, voucherPart } from '../vouchers/index.js';
import { bookingMails, manageUrlOf } from './booking-mail.js';
import { bookingDocs, referenceDocs } from './bookings.repository.js';

export const BOOKING_ERRORS = {
  unknownBooking: 'There is no booking with this id',
  unknownDate: UNKNOWN_DATE,
  pastDate: 'Sorry, this date has already passed; please choose another date',
  unavailable: 'Sorry, this date is no longer available; please choose another date',
  cancelledDate: 'Sorry, this date has been cancelled; please choose another date',
  idTaken: 'This booking was already made with different details; please start the booking again',
} as const;

/** 409: not enough places (or the date cannot be booked); the answer carries `placesLeft`. */
export class PlacesError extends HttpError {
  constructor(
    message: string,
    readonly placesLeft: number,
  ) {
    super(409, message);
  }

  override body() {
    return { error: this.message, placesLeft: this.placesLeft };
  }
}

export interface CreateBookingOptions {
  /** Take the guests from the date's places (and refuse when there are not enough). */
  takePlaces: boolean;
  /** With takePlaces: take them even when there are not enough (places stop at 0). */
  allowOverbooking: boolean;
  /** Write the visitor's confirmation (if there is an email) and the studio's notice (web only). */
  sendEmails: boolean;
  source: 'web' | 'other';
  /** Staff may record a booking for a date that has passed; visitors may not. */
  allowPastDate?: boolean;
  /** Staff making it: the booking is audit-logged. */
  actor?: Actor;
  /**
   * SHA-256 of the visitor's request: the same id again answers the stored booking only for
   * the same request (a different one is 409), so an id never reveals another's booking.
   */
  requestHash?: string;
  /** Places held for this booking (a waiting-list offer): they are used first. */
  heldForIt?: number;
  /**
   * A visitor's booking from the form: paid by card when the studio takes cards (their choice,
   * `asked`, where it offers both ways). Such a booking waits for its payment, its places held.
   */
  pays?: { asked?: PayWith };
  /** Decided in the commit from `pays` and the studio's payment settings. */
  payWith?: PayWith;
  /** More reads and writes in the same commit (a waiting-list claim marks its entry). */
  extra?: {
    read: (commit: GuardedCommit) => Promise<void>;
    write: (commit: GuardedCommit, booking: Booking) => void;
  };
  now?: number;
}

export interface CreateBookingResult {
  booking: Booking;
  /** False when a booking with this id already existed: nothing was written. */
  created: boolean;
  /** The card payment link for the booking's guest count (1-4), else null. */
  paymentLink: string | null;
  /** The visitor's own link, /manage_booking/{token} (relative; emails carry it absolute). */
  manageUrl: string | null;
}

/**
 * A booking paid by card at booking: awaiting its payment, its guests held on the date (not yet
 * taken) until the Checkout session ends. A free workshop has nothing to pay.
 */
function awaitingCard(booking: Booking, now: number): Booking {
  const amount = toPence(amountDueOf(booking));
  if (!(amount > 0)) return booking;
  return {
    ...booking,
    status: 'awaiting_payment',
    card: { state: 'awaiting', holds: true, amount, holdUntil: now + HOLD_MS, sessionCount: 0 },
  };
}

/**
 * A new booking paid first from a gift voucher (docs/product.md#gift-vouchers): the part its
 * balance covers, and what is left to pay. `undefined`: no code was given. A code that cannot be
 * spent refuses the booking (400 on the code, nothing written). Covered in full, it is paid.
 */
function withVoucher(
  booking: Booking,
  voucher: Voucher | null | undefined,
  now: number,
): { booking: Booking; pence: number } {
  if (voucher === undefined) return { booking, pence: 0 };
  const total = toPence(booking.total_price);
  const part = voucherPart(voucher, total, now);
  if ('refused' in part) throw badRequest(part.refused, { voucherCode: part.refused });
  const due = total - part.pence;
  return {
    booking: {
      ...booking,
      voucher: { code: voucher!.code, amount: toPounds(part.pence) },
      amountDue: toPounds(due),
      ...(due === 0 && part.pence > 0 ? { payed: true } : {}),
    },
    pence: part.pence,
  };
}

/** What the commit read, for the decision. */
export interface BookingReads {
  existing: Booking | null;
  date: ScheduledWorkshop | null;
  type: WorkshopType | null;
  /** The visitor's address on the newsletter list, if it is. */
  signup: NewsletterSignup | null;
  /** The studio's details, for the emails (read beside the commit, not in it). */
  studio: StudioDetails;
  /** The discount code the booking names, if it names one (null: there is no such code). */
  discount?: DiscountCode | null;
  /** The gift voucher named by the booking's code, read in the same commit (null: none such). */
  voucher?: Voucher | null;
}

export interface BookingWrites {
  booking: Booking;
  /** The date's places after the booking (written even when it takes none: see lib/guarded-commit). */
  places: PlaceFields;
  signup?: NewsletterSignup;
  mails: { id: string; doc: MailDoc }[];
  /** The discount code whose places the booking takes. */
  discount?: DiscountCode;
  /** Pence the booking spends from its gift voucher. */
  voucherPence?: number;
}

/** A date that can be booked or moved to: scheduled, not started, with enough places. */
export function checkBookableDate(
  date: ScheduledWorkshop,
  guests: number,
  {
    takePlaces,
    allowOverbooking,
    allowPastDate = false,
    heldForIt = 0,
  }: Partial<CreateBookingOptions>,
  now: number,
) {
  if (isCancelledDate(date)) throw new PlacesError(BOOKING_ERRORS.cancelledDate, 0);
  if (!allowPastDate && !(date.date_of_workshop > now)) {
    throw new PlacesError(BOOKING_ERRORS.pastDate, 0);
  }
  if (!takePlaces || allowOverbooking) return;
  // Places held for this booking count even on a date staff closed after offering them.
  const left = heldForIt > 0 ? date.guest_slots_remaining + heldForIt : bookablePlaces(date);
  if (left === 0 && date.guest_slots_remaining > 0) {
    throw new PlacesError(BOOKING_ERRORS.unavailable, 0);
  }
  if (left < guests) throw new PlacesError(notEnoughPlaces(left), left);
}

/** The rules of one booking attempt, given what the commit read. */
export function decideBooking(
  input: CreateBookingInput,
  reads: BookingReads,
  paymentLinkOf: (guests: number) => string | null,
  options: CreateBookingOptions,
  now: number,
): { booking: Booking; writes?: BookingWrites } {
  if (reads.existing) {
    if (options.requestHash && reads.existing.requestHash !== options.requestHash) {
      throw conflict(BOOKING_ERRORS.idTaken);
    }
    return { booking: reads.existing };
  }
  const { date, type } = reads;
  if (!date || !type) throw notFound(BOOKING_ERRORS.unknownDate);
  // Visitors book only types that are on offer; staff may record a booking for any.
  if (options.source === 'web' && !isBookableType(type)) {
    throw new PlacesError(BOOKING_ERRORS.unavailable, 0);
  }
  checkBookableDate(date, input.guests, options, now);
  // One code per booking, its uses counted in places (docs/product.md#discount-codes).
  const code = input.discountCode ? (reads.discount ?? null) : undefined;
  if (code !== undefined) {
    const use = { workshopType: type.id, workshopName: type.name, places: input.guests, now };
    const refusal = discountRefusal(code, use);
    if (refusal) throw refusedCode(refusal, 'discountCode');
  }

  const link = newLink('manage', input.id);
  const priced = bookingFrom(input, date, type, options.source, now, options.takePlaces);
  const made: Booking = {
    ...(code ? withDiscount(priced, type, code) : priced),
    reference: newReference(),
    manageNonce: link.nonce,
    manageTokenHash: link.hash,
    ...(options.requestHash ? { requestHash: options.requestHash } : {}),
  };
  const paid = withVoucher(made, input.voucherCode ? (reads.voucher ?? null) : undefined, now);
  const booking = options.payWith === 'card' ? awaitingCard(paid.booking, now) : paid.booking;
  const awaiting = booking.status === 'awaiting_payment';
  const held = Math.min(options.heldForIt ?? 0, input.guests);
  const signup =
    input.newsletterSignup && booking.email
      ? signupFromBooking(booking.email, booking.id, reads.signup, now)
      : undefined;
  const writes: BookingWrites = {
    booking,
    places: awaiting
      ? placesAfter(date, { held: input.guests })
      : placesAfter(date, { taken: options.takePlaces ? input.guests : 0, held: -held }),
    // A booking paid by card is confirmed (and announced) once Stripe says it is paid.
    mails: bookingMails(
      reads.studio,
      booking,
      // A fixed link per guest count charges the whole price: not for a booking a voucher paid part of.
      booking.voucher ? null : paymentLinkOf(booking.guests),
      signup ?? reads.signup,
      { ...options, sendEmails: options.sendEmails && !awaiting },
      now,
      signup !== undefined,
    ),
    ...(signup ? { signup } : {}),
    ...(code ? { discount: code } : {}),
    ...(paid.pence > 0 ? { voucherPence: paid.pence } : {}),
  };
  return { booking, writes };
}

/**
 * Creates a booking in one guarded commit (lib/guarded-commit.ts): reads the booking id, the
 * date (and its type) and the newsletter signup, refuses with PlacesError (409) when there
 * are not enough places, and writes the booking (with its unique reference), the date's
 * places, the signup and the outbox mail together. The same id again returns the stored
 * booking and writes nothing (`created: false`). The mail is delivered from the outbox once
 * the commit has landed (jobs/mail-delivery.ts), never delaying or failing the booking.
 */
export async function createBooking(
  input: CreateBookingInput,
  options: CreateBookingOptions,
): Promise<CreateBookingResult> {
  const now = options.now ?? Date.now();
  // Read beside the booking's reads: the links only shape the mail text and the answer.
  const links = getPaymentLinks();
  links.catch(() => undefined); // awaited below; this only stops an early rejection going unhandled
  const studioRead = getStudio();
  studioRead.catch(() => undefined); // the same
  const { booking, created } = await guardedCommit(async (commit) => {
    const [existing, date] = await Promise.all([
      bookingDocs.get(commit, input.id),
      dateOf(commit, input.scheduled_workshop_id),
    ]);
    // Read whenever there is an address: an email to a signed-up address can unsubscribe.
    const signup = await signupOf(commit, input.email);
    const type = existing || !date ? null : await typeOfDate(commit, date);
    const discount =
      existing || !input.discountCode
        ? undefined
        : await readDiscountCode(commit, input.discountCode);
    if (!existing) await options.extra?.read(commit);
    // Read through the commit: a spend of the same balance meanwhile fails this commit's
    // precondition and the booking is decided again on the new balance.
    const voucher =
      !existing && input.voucherCode ? await readVoucher(commit, input.voucherCode) : undefined;
    const paymentLinks = await links;
    const studio = await studioRead;
    const payWith = options.pays ? payWithFor(paymentLinks.methods, options.pays.asked) : 'link';
    const { booking, writes } = decideBooking(
      input,
      { existing, date, type, signup, studio, discount, voucher },
      (guests) => paymentLinkFor(paymentLinks, guests),
      { ...options, payWith },
      now,
    );
    if (!writes) return { booking, created: false };
    bookingDocs.create(commit, booking.id, writes.booking);
    // A reference is unique: a taken one fails the commit, which runs again with another.
    referenceDocs.create(commit, booking.reference!, { bookingId: booking.id });
    updateDate(commit, input.scheduled_workshop_id, writes.places);
    if (writes.voucherPence && voucher) {
      spendOnBooking(commit, voucher, writes.voucherPence, writes.booking);
    }
    if (writes.signup) addSignup(commit, writes.signup, signup);
    if (writes.discount) takeDiscountPlaces(commit, writes.discount, booking.guests);
    // The decision's mails are outbox documents already; the commit writes them as they are.
    for (const mail of writes.mails) commit.enqueueMail(mail.id, mail.doc);
    options.extra?.write(commit, booking);
    if (options.actor) {
      const { before, after } = changedFields(null, withoutSecrets(writes.booking));
      commit.audit(options.actor, 'add_booking', bookingDocs.target(booking.id), before, after);
    }
    return { booking, created: true };
  }, now);
  return {
    booking,
    created,
    paymentLink: paymentLinkFor(await links, booking.guests),
    manageUrl: manageUrlOf(booking),
  };
}

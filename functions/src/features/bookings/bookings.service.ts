import {
  bookingFrom,
  type CreateBookingInput,
  type SaveBookingInput,
} from '../../domain/booking.js';
import { notEnoughPlaces } from '../../domain/messages.js';
import type { Booking, MailDoc, ScheduledWorkshop } from '../../domain/model.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { AddOtherWayBookingInput } from '../../domain/admin-booking.js';
import { startOfLondonDay } from '../../domain/dates.js';
import { deliverSoon } from '../../lib/mail/delivery.js';
import { type OutgoingMail, pendingMail } from '../../lib/mail/outbox.js';
import { confirmationMail, noticeMail } from '../../lib/mail/templates.js';
import { getPaymentLinks, paymentLinkFor } from '../content/content.service.js';
import {
  type BookingReads,
  type BookingWrites,
  commitBooking,
  listBookingsStartingBetween,
  setBookingPayed,
} from './bookings.repository.js';

export const BOOKING_ERRORS = {
  unknownBooking: 'There is no booking with this id',
  unknownDate: 'Sorry, we could not find that workshop date',
  pastDate: 'Sorry, this date has already passed; please choose another date',
  unavailable: 'Sorry, this date is no longer available; please choose another date',
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
  now?: number;
}

export interface CreateBookingResult {
  booking: Booking;
  /** False when a booking with this id already existed: nothing was written. */
  created: boolean;
  /** The card payment link for the booking's guest count (1-4), else null. */
  paymentLink: string | null;
  /** Outbox ids written with the booking. */
  mailIds: string[];
}

function checkPlaces(date: ScheduledWorkshop, guests: number, options: CreateBookingOptions) {
  const left = Math.max(0, Math.floor(date.guest_slots_remaining ?? 0));
  if (options.allowOverbooking) return;
  if (!date.is_available) {
    throw new PlacesError(left > 0 ? BOOKING_ERRORS.unavailable : notEnoughPlaces(0), 0);
  }
  if (left < guests) throw new PlacesError(notEnoughPlaces(left), left);
}

export const mailIdFor = (bookingId: string, kind: 'confirmation' | 'notice') =>
  `${bookingId}-${kind}`;

function bookingMails(
  booking: Booking,
  paymentLink: string | null,
  options: CreateBookingOptions,
  now: number,
): { id: string; doc: MailDoc }[] {
  if (!options.sendEmails) return [];
  const ctx = { booking, paymentLink };
  const mails: [string, OutgoingMail | null][] = [
    [mailIdFor(booking.id, 'confirmation'), confirmationMail(ctx, now)],
    [mailIdFor(booking.id, 'notice'), options.source === 'web' ? noticeMail(ctx) : null],
  ];
  return mails.flatMap(([id, mail]) => (mail ? [{ id, doc: pendingMail(mail, now) }] : []));
}

/** The rules of one booking attempt, given what the transaction read. */
export function decideBooking(
  input: CreateBookingInput,
  reads: BookingReads,
  paymentLinkOf: (guests: number) => string | null,
  options: CreateBookingOptions,
  now: number,
): { booking: Booking; writes?: BookingWrites } {
  if (reads.existing) return { booking: reads.existing };
  const { date, type } = reads;
  if (!date || !type) throw notFound(BOOKING_ERRORS.unknownDate);
  if (options.source === 'web' && !type.active) {
    throw new PlacesError(BOOKING_ERRORS.unavailable, 0);
  }
  if (!options.allowPastDate && !(date.date_of_workshop > now)) {
    throw new PlacesError(BOOKING_ERRORS.pastDate, 0);
  }
  if (options.takePlaces) checkPlaces(date, input.guests, options);

  const booking = bookingFrom(input, date, type, options.source, now);
  const writes: BookingWrites = {
    booking,
    mails: bookingMails(booking, paymentLinkOf(booking.guests), options, now),
  };
  if (options.takePlaces) {
    const remaining = Math.max(0, (date.guest_slots_remaining ?? 0) - input.guests);
    writes.places = {
      guest_slots_remaining: remaining,
      is_available: date.is_available !== false && remaining > 0,
    };
  }
  if (input.newsletterSignup && booking.email && !reads.signupExists) {
    writes.signup = { email: booking.email, added_date: now };
  }
  return { booking, writes };
}

/**
 * Creates a booking in one atomic commit (see commitBooking): reads the date (and its type)
 * and the booking id, refuses with PlacesError (409) when there are not enough places, and
 * writes the booking, the date's places, the newsletter signup and the outbox mail together.
 * The same id again returns the stored booking and writes nothing (`created: false`), even
 * when the rest of the input differs. The mail is delivered after the commit, never
 * failing the booking.
 */
export async function createBooking(
  input: CreateBookingInput,
  options: CreateBookingOptions,
): Promise<CreateBookingResult> {
  const now = options.now ?? Date.now();
  // Read beside the booking's reads: the links only shape the mail text and the answer.
  const links = getPaymentLinks();
  links.catch(() => undefined); // awaited below; this only stops an early rejection going unhandled
  let mails: BookingWrites['mails'] = [];
  const { booking, created } = await commitBooking(
    {
      bookingId: input.id,
      scheduledWorkshopId: input.scheduled_workshop_id,
      signupEmail: input.newsletterSignup && input.email ? input.email : undefined,
    },
    async (reads) => {
      const paymentLinks = await links;
      const linkOf = (guests: number) => paymentLinkFor(paymentLinks, guests);
      const { booking, writes } = decideBooking(input, reads, linkOf, options, now);
      mails = writes?.mails ?? [];
      return { result: { booking, created: writes !== undefined }, writes };
    },
  );
  if (created) await deliverSoon(mails);
  return {
    booking,
    created,
    paymentLink: paymentLinkFor(await links, booking.guests),
    mailIds: created ? mails.map((m) => m.id) : [],
  };
}

/** POST /api/save_booking: a visitor's booking from the website. */
export function saveBooking(input: SaveBookingInput, now?: number) {
  return createBooking(input, {
    takePlaces: true,
    allowOverbooking: false,
    sendEmails: true,
    source: 'web',
    now,
  });
}

/** Bookings for workshops from the start of today (London), soonest first. */
export async function bookingsForAdmin(now = Date.now()): Promise<Booking[]> {
  const list = await listBookingsStartingBetween(startOfLondonDay(now) - 1);
  return list.sort(
    (a, b) => a.date_of_workshop - b.date_of_workshop || (a.createdAt ?? 0) - (b.createdAt ?? 0),
  );
}

/**
 * A booking taken by phone, in person or by message. It goes through the same booking
 * commit as the website's: taking places can be turned off, and overbooking only
 * happens when the admin asks for it. The phone number is kept as contactNumber.
 */
export function addOtherWayBooking(input: AddOtherWayBookingInput, now?: number) {
  const { booking } = input;
  return createBooking(
    {
      id: booking.id,
      scheduled_workshop_id: booking.scheduled_workshop_id,
      guests: booking.guests,
      name: booking.name,
      email: booking.email,
      contactNumber: booking.contactNumber,
      payed: booking.payed,
    },
    {
      takePlaces: input.shouldUpdateGuestSlots,
      allowOverbooking: input.allowOverbooking,
      sendEmails: input.shouldSendEmail && booking.email !== '',
      source: 'other',
      now,
    },
  );
}

/** Marks a booking paid (or not); nothing else about it can change here. */
export async function setPayed(id: string, payed: boolean): Promise<Booking> {
  const booking = await setBookingPayed(id, payed);
  if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
  return booking;
}

import type { AddOtherWayBookingInput, BookingsQuery } from '../../domain/admin-booking.js';
import {
  bookingFrom,
  type CreateBookingInput,
  NEWSLETTER_CONSENT,
  type SaveBookingInput,
  withoutSecrets,
} from '../../domain/booking.js';
import { newReference } from '../../domain/reference.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { DAY_MS, londonInstant, startOfLondonDay } from '../../domain/dates.js';
import { notEnoughPlaces } from '../../domain/messages.js';
import type {
  Booking,
  MailDoc,
  NewsletterSignup,
  PaymentLinks,
  ScheduledWorkshop,
  WorkshopType,
} from '../../domain/model.js';
import {
  bookablePlaces,
  isBookableType,
  isBooked,
  isCancelledDate,
  type PlaceFields,
  placesAfter,
} from '../../domain/places.js';
import { newsletterSignupId, refs } from '../../lib/firestore.js';
import {
  type Actor,
  changedFields,
  type GuardedCommit,
  guardedCommit,
} from '../../lib/guarded-commit.js';
import { linkToken, newLink, tokenHash } from '../../lib/link-tokens.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { deliverSoon } from '../../lib/mail/delivery.js';
import { type OutgoingMail, pendingMail } from '../../lib/mail/outbox.js';
import {
  confirmationMail,
  newsletterSignupMail,
  noticeMail,
  siteLink,
} from '../../lib/mail/templates.js';
import { unsubscribeUrl } from '../newsletter/newsletter.service.js';
import { getPaymentLinks, getStudio, paymentLinkFor } from '../content/content.service.js';
import { listBookingsStartingBetween } from './bookings.repository.js';

export const BOOKING_ERRORS = {
  unknownBooking: 'There is no booking with this id',
  unknownDate: 'Sorry, we could not find that workshop date',
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
  /** Outbox ids written with the booking. */
  mailIds: string[];
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
}

export interface BookingWrites {
  booking: Booking;
  /** The date's places after the booking (written even when it takes none: see lib/guarded-commit). */
  places: PlaceFields;
  signup?: NewsletterSignup;
  mails: { id: string; doc: MailDoc }[];
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

export const mailIdFor = (bookingId: string, kind: 'confirmation' | 'notice') =>
  `${bookingId}-${kind}`;

export const manageUrlOf = (booking: Booking): string | null =>
  booking.manageNonce
    ? `/manage_booking/${linkToken('manage', booking.id, booking.manageNonce)}`
    : null;

/**
 * What a booking's emails need: its payment link, the visitor's own link (absolute) and, when
 * the address is on the newsletter list, the unsubscribe link.
 */
export function mailContextOf(
  studio: StudioDetails,
  booking: Booking,
  links: PaymentLinks | null,
  signup: NewsletterSignup | null = null,
) {
  const manage = manageUrlOf(booking);
  return {
    studio,
    booking,
    paymentLink: paymentLinkFor(links, booking.guests),
    manageUrl: manage ? siteLink(manage) : null,
    unsubscribeUrl: unsubscribeUrl(signup),
  };
}

function bookingMails(
  studio: StudioDetails,
  booking: Booking,
  paymentLink: string | null,
  signup: NewsletterSignup | null,
  options: CreateBookingOptions,
  now: number,
  newSignup: boolean,
): { id: string; doc: MailDoc }[] {
  const manage = manageUrlOf(booking);
  const unsubscribe = unsubscribeUrl(signup);
  const ctx = {
    studio,
    booking,
    paymentLink,
    manageUrl: manage ? siteLink(manage) : null,
    unsubscribeUrl: unsubscribe,
  };
  const mails: [string, OutgoingMail | null][] = options.sendEmails
    ? [
        [mailIdFor(booking.id, 'confirmation'), confirmationMail(ctx, now)],
        [mailIdFor(booking.id, 'notice'), options.source === 'web' ? noticeMail(ctx) : null],
      ]
    : [];
  if (newSignup && unsubscribe) {
    mails.push([
      `${booking.id}-newsletter`,
      newsletterSignupMail(studio, booking.email, unsubscribe, booking.id),
    ]);
  }
  return mails.flatMap(([id, mail]) => (mail ? [{ id, doc: pendingMail(mail, now) }] : []));
}

/** A new signup from a booking: the consent it records and its unsubscribe link. */
function newSignup(email: string, bookingId: string, now: number): NewsletterSignup {
  const link = newLink('unsubscribe', newsletterSignupId(email));
  return {
    email,
    added_date: now,
    consent: { at: now, source: 'booking', bookingId, wording: NEWSLETTER_CONSENT },
    unsubscribeNonce: link.nonce,
    unsubscribeTokenHash: link.hash,
  };
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

  const link = newLink('manage', input.id);
  const booking: Booking = {
    ...bookingFrom(input, date, type, options.source, now, options.takePlaces),
    reference: newReference(),
    manageNonce: link.nonce,
    manageTokenHash: link.hash,
    ...(options.requestHash ? { requestHash: options.requestHash } : {}),
  };
  const held = Math.min(options.heldForIt ?? 0, input.guests);
  const signup =
    input.newsletterSignup && booking.email && !reads.signup
      ? newSignup(booking.email, booking.id, now)
      : undefined;
  const writes: BookingWrites = {
    booking,
    places: placesAfter(date, { taken: options.takePlaces ? input.guests : 0, held: -held }),
    mails: bookingMails(
      reads.studio,
      booking,
      paymentLinkOf(booking.guests),
      signup ?? reads.signup,
      options,
      now,
      signup !== undefined,
    ),
    ...(signup ? { signup } : {}),
  };
  return { booking, writes };
}

/**
 * Creates a booking in one guarded commit (lib/guarded-commit.ts): reads the booking id, the
 * date (and its type) and the newsletter signup, refuses with PlacesError (409) when there
 * are not enough places, and writes the booking (with its unique reference), the date's
 * places, the signup and the outbox mail together. The same id again returns the stored
 * booking and writes nothing (`created: false`). The mail is delivered after the commit,
 * never failing the booking.
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
  // Read whenever there is an address: an email to a signed-up address can unsubscribe.
  const signupRef = input.email ? refs.newsletterSignup(input.email) : undefined;
  const { booking, mails } = await guardedCommit(async (commit) => {
    const bookingRef = refs.booking(input.id);
    const dateRef = refs.scheduledWorkshop(input.scheduled_workshop_id);
    const [existing, date] = await commit.getAll(bookingRef, dateRef);
    const signup = signupRef ? await commit.get(signupRef) : null;
    const type = existing || !date ? null : await commit.get(refs.workshopType(date.workshop_type));
    if (!existing) await options.extra?.read(commit);
    const paymentLinks = await links;
    const studio = await studioRead;
    const { booking, writes } = decideBooking(
      input,
      { existing, date, type, signup, studio },
      (guests) => paymentLinkFor(paymentLinks, guests),
      options,
      now,
    );
    if (!writes) return { booking, mails: undefined };
    commit.create(bookingRef, writes.booking);
    // A reference is unique: a taken one fails the commit, which runs again with another.
    commit.create(refs.bookingReference(booking.reference!), { bookingId: booking.id });
    commit.update(dateRef, writes.places);
    if (writes.signup && signupRef) commit.create(signupRef, writes.signup);
    for (const mail of writes.mails) commit.create(refs.mail(mail.id), mail.doc);
    options.extra?.write(commit, booking);
    if (options.actor) {
      const { before, after } = changedFields(null, withoutSecrets(writes.booking));
      commit.audit(
        options.actor,
        'add_booking',
        { collection: 'bookings', id: input.id },
        before,
        after,
      );
    }
    return { booking, mails: writes.mails };
  }, now);
  if (mails) await deliverSoon(mails);
  return {
    booking,
    created: mails !== undefined,
    paymentLink: paymentLinkFor(await links, booking.guests),
    manageUrl: manageUrlOf(booking),
    mailIds: mails?.map((m) => m.id) ?? [],
  };
}

/** SHA-256 of a request's parsed fields in a fixed order: the same request, the same hash. */
export function requestHashOf(input: object): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return tokenHash(JSON.stringify(sorted(input)));
}

/** POST /api/save_booking: a visitor's booking from the website. */
export function saveBooking(input: SaveBookingInput, now?: number) {
  return createBooking(input, {
    takePlaces: true,
    allowOverbooking: false,
    sendEmails: true,
    source: 'web',
    requestHash: requestHashOf(input),
    now,
  });
}

/**
 * A booking taken by phone, in person or by message. It goes through the same booking
 * commit as the website's: taking places can be turned off, and overbooking only
 * happens when the admin asks for it. The phone number is kept as contactNumber.
 */
export function addOtherWayBooking(input: AddOtherWayBookingInput, actor: Actor, now?: number) {
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
      actor,
      now,
    },
  );
}

const matches = (booking: Booking, q: string) =>
  [booking.name, booking.email, booking.id, booking.reference ?? ''].some((field) =>
    field.toLowerCase().includes(q),
  );

/**
 * GET /api/bookings: booked bookings from the start of today (London) by default, soonest
 * first. `status` picks booked, cancelled or all; `from`/`to` (London days, inclusive) bound
 * the workshop date; `q` finds a name, email or reference (case-insensitive) and, without a
 * `from`, searches past bookings too.
 */
export async function findBookings(query: BookingsQuery, now = Date.now()): Promise<Booking[]> {
  const day = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number);
    return londonInstant(y ?? 0, m ?? 0, d ?? 0, 0);
  };
  // A search, or the refunds due, look at every date unless told where to start.
  const allDates = Boolean(query.q) || query.status === 'refund_due';
  const from = query.from ? day(query.from) : allDates ? 0 : startOfLondonDay(now);
  const until = query.to ? day(query.to) + DAY_MS - 1 : Number.MAX_SAFE_INTEGER;
  const list = await listBookingsStartingBetween(from - 1, until);
  const q = query.q?.toLowerCase();
  return list
    .filter((b) => {
      if (query.status === 'all') return true;
      if (query.status === 'refund_due') return b.refundDue === true;
      return (query.status === 'booked') === isBooked(b);
    })
    .filter((b) => !q || matches(b, q))
    .sort(
      (a, b) => a.date_of_workshop - b.date_of_workshop || (a.createdAt ?? 0) - (b.createdAt ?? 0),
    );
}

/** Marks a booking paid (or unpaid again); nothing else about it changes here. */
export async function setPayed(
  id: string,
  payed: boolean,
  actor: Actor,
  now = Date.now(),
): Promise<Booking> {
  return guardedCommit(async (commit) => {
    const ref = refs.booking(id);
    const booking = await commit.get(ref);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    if (booking.payed === payed) return booking;
    commit.update(ref, { payed, updatedAt: now });
    commit.audit(
      actor,
      payed ? 'mark_payed' : 'mark_unpaid',
      { collection: 'bookings', id },
      { payed: booking.payed },
      { payed },
    );
    return { ...booking, payed, updatedAt: now };
  }, now);
}

/** The refund of a cancelled, paid booking was made: it leaves the refunds-due list. */
export async function markRefunded(id: string, actor: Actor, now = Date.now()): Promise<Booking> {
  return guardedCommit(async (commit) => {
    const ref = refs.booking(id);
    const booking = await commit.get(ref);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    if (!booking.refundDue) return booking;
    commit.update(ref, { refundDue: false, refundedAt: now, updatedAt: now });
    commit.audit(
      actor,
      'mark_refunded',
      { collection: 'bookings', id },
      { refundDue: true },
      { refundDue: false, refundedAt: now },
    );
    return { ...booking, refundDue: false, refundedAt: now, updatedAt: now };
  }, now);
}

import type { AddOtherWayBookingInput } from '../../domain/admin-booking.js';
import type { Booking } from '../../domain/model.js';
import { paths } from '../../domain/paths.js';
import {
  amountDueOf,
  isCardPaid,
  offersCard,
  PAYMENT_MESSAGES,
  toPence,
} from '../../domain/payment.js';
import { isBooked } from '../../domain/places.js';
import { POLICY_MESSAGES } from '../../domain/policy.js';
import { type Actor, guardedCommit } from '../../lib/guarded-commit.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { linkToken } from '../../lib/link-tokens.js';
import { cardPaymentLinkMail, siteLink } from '../../lib/mail/templates.js';
import { getPaymentLinks, getStudio } from '../content/index.js';
import { BOOKING_ERRORS, createBooking } from './bookings.service.js';
import { bookingDocs } from './bookings.repository.js';

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

interface Mark {
  /** Whether the booking needs the change: when not, nothing is written. */
  due: (booking: Booking) => boolean;
  fields: Partial<Booking>;
  action: string;
  /** The fields as they were, for the audit entry. */
  before: (booking: Booking) => Partial<Booking>;
}

/** Sets fields of a booking in one guarded commit, audit-logged. */
function markBooking(id: string, actor: Actor, now: number, mark: Mark): Promise<Booking> {
  return guardedCommit(async (commit) => {
    const booking = await bookingDocs.get(commit, id);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    if (!mark.due(booking)) return booking;
    bookingDocs.update(commit, id, { ...mark.fields, updatedAt: now });
    commit.audit(actor, mark.action, bookingDocs.target(id), mark.before(booking), mark.fields);
    return { ...booking, ...mark.fields, updatedAt: now };
  }, now);
}

/** Marks a booking paid (or unpaid again); nothing else about it changes here. */
export const setPayed = (id: string, payed: boolean, actor: Actor, now = Date.now()) =>
  markBooking(id, actor, now, {
    due: (booking) => booking.payed !== payed,
    fields: { payed },
    action: payed ? 'mark_payed' : 'mark_unpaid',
    before: (booking) => ({ payed: booking.payed }),
  });

/** The refund of a cancelled, paid booking was made: it leaves the refunds-due list. */
export const markRefunded = (id: string, actor: Actor, now = Date.now()) =>
  markBooking(id, actor, now, {
    due: (booking) => Boolean(booking.refundDue),
    fields: { refundDue: false, refundedAt: now },
    action: 'mark_refunded',
    before: () => ({ refundDue: true }),
  });

/**
 * POST /api/send_card_payment_link: emails the booker of a booked, unpaid booking its payment
 * page (/checkout/{token}, where "Pay" opens a Stripe Checkout session), audit-logged.
 */
export async function sendCardPaymentLink(id: string, actor: Actor, now = Date.now()) {
  const [settings, studio] = await Promise.all([getPaymentLinks(), getStudio()]);
  if (!offersCard(settings.methods)) throw conflict(PAYMENT_MESSAGES.cardOff);
  return guardedCommit(async (commit) => {
    const booking = await bookingDocs.get(commit, id);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    if (!isBooked(booking)) throw conflict(POLICY_MESSAGES.cancelled);
    if (booking.payed || isCardPaid(booking)) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (!booking.email || !booking.manageNonce) throw conflict(PAYMENT_MESSAGES.noEmail);
    if (!(toPence(amountDueOf(booking)) > 0)) throw conflict(PAYMENT_MESSAGES.notAwaiting);
    const page = siteLink(
      paths.checkoutReturn.to(linkToken('manage', booking.id, booking.manageNonce)),
    );
    commit.enqueueMail(
      `${booking.id}-payment-link-${now}`,
      cardPaymentLinkMail(studio, booking, page),
    );
    commit.audit(actor, 'send_card_payment_link', bookingDocs.target(id), null, {
      to: booking.email,
    });
    return booking;
  }, now);
}

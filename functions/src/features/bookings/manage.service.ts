import { visitorView } from '../../domain/booking.js';
import type { ManageView } from '../../domain/contracts/bookings.js';
import type { Booking, ScheduledWorkshop } from '../../domain/model.js';
import { isAwaitingPayment, offersCard, paymentViewOf } from '../../domain/payment.js';
import { bookablePlaces, isBooked } from '../../domain/places.js';
import {
  cancelRefusal,
  canCancelOnline,
  canMoveOnline,
  POLICY_MESSAGES,
} from '../../domain/policy.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import type { GuardedCommit } from '../../lib/guarded-commit.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { isTokenShaped, matchesHash, tokenHash } from '../../lib/link-tokens.js';
import { visitorChangeNotice } from '../../lib/mail/templates.js';
import { getPaymentLinks } from '../content/index.js';
import { futureDatesOfTypes } from '../schedule/index.js';
import { findBookingByManageHash } from './bookings.repository.js';
import { payNow } from './card-payments.service.js';
import { cancelBooking, moveBooking } from './lifecycle.service.js';

// The visitor's own booking page, /manage_booking/{token} (docs/product.md#self-service): no
// account, only the secret link from their emails. A token that is not one is 404, as is an
// unknown one: nothing says whether a booking exists.

export const MANAGE_ERRORS = { unknown: 'Sorry, this link is not valid' } as const;

async function bookingOfToken(token: unknown): Promise<Booking> {
  if (!isTokenShaped(token)) throw notFound(MANAGE_ERRORS.unknown);
  const booking = await findBookingByManageHash(tokenHash(token));
  if (!booking || !matchesHash(token, booking.manageTokenHash)) {
    throw notFound(MANAGE_ERRORS.unknown);
  }
  return booking;
}

/** Other dates of the same workshop (another start of a course) with room for the booking. */
async function alternativesFor(booking: Booking, now: number): Promise<ScheduledWorkshop[]> {
  if (!canMoveOnline(booking, now)) return [];
  const dates = await futureDatesOfTypes([booking.workshop_type], now);
  return dates.filter(
    (d) => d.id !== booking.scheduled_workshop_id && bookablePlaces(d) >= booking.guests,
  );
}

/** Whether the studio takes cards: read only for a booking that could still be paid by card. */
async function cardOffered(booking: Booking): Promise<boolean> {
  if (!isBooked(booking) || booking.payed) return false;
  return offersCard((await getPaymentLinks()).methods);
}

async function view(booking: Booking, now: number): Promise<ManageView> {
  const { id: _id, ...own } = visitorView(booking);
  const [alternatives, card] = await Promise.all([
    alternativesFor(booking, now),
    cardOffered(booking),
  ]);
  return {
    booking: own,
    reference: booking.reference ?? null,
    canCancel: canCancelOnline(booking, now),
    canMove: alternatives.length > 0,
    alternatives,
    refund: booking.refundedAt ? 'refunded' : booking.refundDue ? 'due' : null,
    payment: paymentViewOf(booking, now, card),
  };
}

/** GET /api/manage_booking/{token} */
export async function manageView(token: unknown, now = Date.now()): Promise<ManageView> {
  return view(await bookingOfToken(token), now);
}

/** The studio's notice of what the visitor did (none when the studio's details have no email). */
function tellStudio(
  commit: GuardedCommit,
  change: 'cancelled' | 'moved',
  studio: StudioDetails,
  booking: Booking,
  previous?: Booking,
) {
  commit.enqueueMail(
    `${booking.id}-visitor-${change}-${commit.now}`,
    visitorChangeNotice(studio, booking, change, previous),
  );
}

/**
 * POST /api/manage_booking/{token}/cancel: more than 48 hours before the start only (409 with
 * the policy in words after that). The places go back, the visitor and the studio are emailed,
 * and a paid booking lands on the refunds-due list. Cancelling twice changes nothing.
 */
export async function cancelOwnBooking(token: unknown, now = Date.now()): Promise<ManageView> {
  const booking = await bookingOfToken(token);
  const { booking: after } = await cancelBooking(booking.id, {
    by: 'visitor',
    notify: true,
    check: (stored) => {
      if (isAwaitingPayment(stored)) return;
      if (!canCancelOnline(stored, now)) throw conflict(cancelRefusal(stored, now));
    },
    also: (commit, cancelled, studio) => tellStudio(commit, 'cancelled', studio, cancelled),
    now,
  });
  return view(after, now);
}

/** POST /api/manage_booking/{token}/pay: Stripe's Checkout page for the booking. */
export async function payOwnBooking(token: unknown, now = Date.now()) {
  return { checkoutUrl: await payNow(await bookingOfToken(token), now) };
}

/**
 * POST /api/manage_booking/{token}/move: to another future date of the same workshop with
 * enough places, until the start (within 48 hours too: the policy's alternative date).
 */
export async function moveOwnBooking(
  token: unknown,
  scheduledWorkshopId: string,
  now = Date.now(),
): Promise<ManageView> {
  const booking = await bookingOfToken(token);
  const { booking: after } = await moveBooking(booking.id, scheduledWorkshopId, {
    notify: true,
    respectClosed: true,
    check: (stored, date) => {
      if (!canMoveOnline(stored, now)) throw conflict(POLICY_MESSAGES.started);
      if (date.workshop_type !== stored.workshop_type) {
        throw conflict(POLICY_MESSAGES.sameWorkshop);
      }
    },
    also: (commit, moved, previous, studio) => tellStudio(commit, 'moved', studio, moved, previous),
    now,
  });
  return view(after, now);
}

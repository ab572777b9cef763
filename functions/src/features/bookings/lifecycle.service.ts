import type { EditBookingInput } from '../../domain/admin-booking.js';
import { bookedDateFields, repriced, unitPrice } from '../../domain/booking.js';
import { totalPrice } from '../../domain/price.js';
import { cancelByAfterMove } from '../../domain/policy.js';
import { isWaiting, planMoveMail } from '../../domain/move-mail.js';
import type {
  Booking,
  CancelledBy,
  NewsletterSignup,
  ScheduledWorkshop,
} from '../../domain/model.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { isBooked, placesAfter, placesHeldFor, placesOf } from '../../domain/places.js';
import {
  amountDueFields,
  amountDueOf,
  isAwaitingPayment,
  isCardPaid,
  PAYMENT_MESSAGES,
  type RefundChoice,
  refundFor,
  toPounds,
  withRefund,
} from '../../domain/payment.js';
import {
  type Actor,
  changedFields,
  type GuardedCommit,
  guardedCommit,
} from '../../lib/guarded-commit.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { MAIL_BODY_RETENTION_MS } from '../../lib/mail/delivery.js';
import { mailDocs } from '../../lib/mail/mail.repository.js';
import { cancellationMail, movedMail, siteLink } from '../../lib/mail/templates.js';
import { paths } from '../../domain/paths.js';
import { getPaymentLinks, getStudio, paymentLinkFor } from '../content/index.js';
import { giveDiscountPlacesBack } from '../discounts/index.js';
import { signupOf, unsubscribeUrl } from '../newsletter/index.js';
import { dateOf, typeOfDate, updateDate } from '../schedule/index.js';
import { offerFreedPlaces, readLine } from '../waitlist/index.js';
import { refundToVouchers, vouchersOf } from '../vouchers/index.js';
import { mailContextOf } from './booking-mail.js';
import { BOOKING_ERRORS, checkBookableDate, PlacesError } from './bookings.service.js';
import { bookingDocs } from './bookings.repository.js';
import { closeCheckout, issueRefund } from './card-payments.service.js';

export const LIFECYCLE_ERRORS = {
  cancelledBooking:
    'This booking was cancelled, so it cannot be changed; make a new booking instead',
  sameDate: 'The booking is already on that date',
} as const;

export interface Outcome {
  booking: Booking;
  /** False when the booking was already in the state asked for: nothing was written. */
  changed: boolean;
}

/** Fields a change writes to a booking, and the booking it makes. */
function applied(booking: Booking, fields: Partial<Booking>): Booking {
  return { ...booking, ...fields };
}

function auditChange(
  commit: GuardedCommit,
  actor: Actor | undefined,
  action: string,
  before: Booking,
  after: Booking,
) {
  if (!actor) return;
  const diff = changedFields(before, after);
  commit.audit(actor, action, bookingDocs.target(before.id), diff.before, diff.after);
}

export interface Cancellation {
  by: CancelledBy;
  notify: boolean;
  reason?: string;
  /** Staff cancelling: audit-logged. */
  actor?: Actor;
  /** The whole date was cancelled: the email points to the workshop's other dates. */
  dateCancelled?: boolean;
  /** Staff cancelled at the booker's request: the email says "as you asked". */
  askedByBooker?: boolean;
  /** A card-paid booking's refund through Stripe (domain/payment.ts): full unless staff say. */
  refund?: RefundChoice;
  /** Part refund, in pounds. */
  refundAmount?: number;
}

/** Pence a cancellation refunds to the card (0 unless card-paid); 400 for a part too large. */
function refundOnCancel(booking: Booking, { refund, refundAmount }: Cancellation): number {
  const result = refundFor(booking.card, refund, refundAmount);
  if ('pence' in result) return result.pence;
  const message = PAYMENT_MESSAGES.refundTooMuch(toPounds(result.tooMuch));
  throw badRequest(message, { refundAmount: message });
}

/**
 * Whether a cancellation gives the booking's gift-voucher part back to the voucher: when nothing
 * was paid yet (a hold), and with a full refund (the visitor's own cancel within the policy, or
 * staff's default); a part refund or none goes to the card only (docs/product.md#gift-vouchers).
 */
export const voucherBackOnCancel = (booking: Booking, { refund }: Cancellation) =>
  Boolean(booking.voucher) &&
  (isAwaitingPayment(booking) || refund === undefined || refund === 'full');

/** Who a cancellation's voucher ledger entry names. */
export const cancelledByName = ({ actor, by }: Cancellation) =>
  actor?.email ?? (by === 'visitor' ? 'the booker (their booking page)' : 'staff');

/**
 * Writes a booking's cancellation in a guarded commit (its places are the caller's): its status,
 * its refund (a card payment's through Stripe, issued once the commit has landed: the
 * booking's `card.refundPending`; one paid another way lands on the refunds-due list until staff
 * mark it refunded), its audit entry and, with `notify`, the visitor's email (`signup`: their
 * address on the newsletter, if it is). A booking still waiting for its card payment just ends.
 */
export function writeCancellation(
  commit: GuardedCommit,
  booking: Booking,
  cancellation: Cancellation,
  studio: StudioDetails,
  signup: NewsletterSignup | null | undefined,
): Booking {
  const { by, notify, reason, actor, dateCancelled = false, askedByBooker = false } = cancellation;
  const refundPence = refundOnCancel(booking, cancellation);
  const card = booking.card
    ? isAwaitingPayment(booking)
      ? { ...booking.card, state: 'expired' as const }
      : refundPence > 0
        ? withRefund(booking.card, booking.id, refundPence, commit.now)
        : undefined
    : undefined;
  const fields: Partial<Booking> = {
    status: 'cancelled',
    cancelledAt: commit.now,
    cancelledBy: by,
    updatedAt: commit.now,
    ...(reason ? { cancelReason: reason } : {}),
    // A gift voucher's part goes back to the voucher, not onto the refunds-due list.
    ...(booking.payed && !isCardPaid(booking) && amountDueOf(booking) > 0
      ? { refundDue: true }
      : {}),
    ...(card ? { card } : {}),
  };
  const cancelled = applied(booking, fields);
  bookingDocs.update(commit, booking.id, fields);
  giveDiscountPlacesBack(commit, booking);
  auditChange(commit, actor, 'cancel_booking', booking, cancelled);
  if (notify) {
    const unsubscribe = unsubscribeUrl(signup);
    const otherDatesUrl = dateCancelled
      ? siteLink(paths.workshopDescription.to(booking.workshop_type))
      : null;
    const mail = {
      studio,
      booking: cancelled,
      reason,
      by,
      unsubscribeUrl: unsubscribe,
      otherDatesUrl,
      askedByBooker,
      refundPence,
    };
    commit.enqueueMail(`${booking.id}-cancelled`, cancellationMail(mail));
  }
  return cancelled;
}

/**
 * Writes a booking's new date or time in a guarded commit: `fields` and a higher calendar
 * SEQUENCE, so the updated calendar file replaces the old events; the new time gets its own
 * automatic reminder.
 */
export function writeNewTime(
  commit: GuardedCommit,
  booking: Booking,
  fields: Partial<Booking>,
): Booking {
  const next = {
    ...fields,
    calendarSequence: (booking.calendarSequence ?? 0) + 1,
    updatedAt: commit.now,
  };
  const moved = applied(booking, next);
  delete moved.autoReminderSentAt;
  delete moved.autoRemindersSent;
  bookingDocs.update(commit, booking.id, next, ['autoReminderSentAt', 'autoRemindersSent']);
  return moved;
}

export interface CancelOptions extends Cancellation {
  /** What the booking must satisfy (the visitor's cancel: the 48-hour policy). */
  check?: (booking: Booking) => void;
  /** More mail in the same commit (the visitor's cancel also tells the studio). */
  also?: (commit: GuardedCommit, cancelled: Booking, studio: StudioDetails) => void;
  now?: number;
}

/**
 * Cancels a booking in one guarded commit: its status, and the places it took (or held while
 * waiting for its card payment) back to its date (which becomes bookable again unless staff
 * closed or cancelled it). Cancelling a cancelled booking changes nothing. A booking waiting
 * for its payment must have had its Checkout session closed first (card-payments.service).
 */
export async function cancelBooking(id: string, options: CancelOptions): Promise<Outcome> {
  const now = options.now ?? Date.now();
  // A booking still waiting for its payment: its session is closed first, so it cannot be paid.
  const [studio] = await Promise.all([getStudio(), closeCheckout(id, now)]);
  const outcome = await guardedCommit(async (commit) => {
    const booking = await bookingDocs.get(commit, id);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    const awaiting = isAwaitingPayment(booking);
    if (!isBooked(booking) && !awaiting) return { booking, changed: false };
    options.check?.(booking);
    const date = await dateOf(commit, booking.scheduled_workshop_id);
    const line = date ? await readLine(commit, date) : [];
    // Nothing was confirmed to a booking still waiting for its payment: nothing to tell.
    const notify = options.notify && !awaiting;
    const signup = notify ? await signupOf(commit, booking.email) : null;
    const waitingMoveMail = await moveMailOf(commit, booking);
    const vouchers = voucherBackOnCancel(booking, options)
      ? await vouchersOf(commit, [booking])
      : [];
    const cancelled = writeCancellation(commit, booking, { ...options, notify }, studio, signup);
    refundToVouchers(commit, vouchers, [booking], cancelledByName(options), 'Booking cancelled');
    // A move's email still waiting to go would now say the wrong thing.
    if (waitingMoveMail && isWaiting(waitingMoveMail, now)) {
      withdrawMail(commit, movedMailOf(booking), 'Replaced by the cancellation', now);
    }
    if (date) {
      const freed = placesAfter(date, {
        taken: -placesOf(booking),
        held: -placesHeldFor(booking),
      });
      updateDate(commit, date.id, offerFreedPlaces(commit, date, freed, line, studio));
    }
    if (!awaiting) options.also?.(commit, cancelled, studio);
    return { booking: cancelled, changed: true };
  }, now);
  if (outcome.changed) await issueRefund(outcome.booking);
  return outcome;
}

export interface MoveOptions {
  notify: boolean;
  actor?: Actor;
  /** What the new date must satisfy beyond the usual (the visitor: the same workshop). */
  check?: (booking: Booking, date: ScheduledWorkshop) => void;
  /** Visitors may not move into a date staff closed; staff may. */
  respectClosed: boolean;
  /** More mail in the same commit (the visitor's move also tells the studio). */
  also?: (commit: GuardedCommit, moved: Booking, previous: Booking, studio: StudioDetails) => void;
  now?: number;
}

/** The outbox id of the email of the move that gave the booking its current calendar sequence. */
const movedMailOf = (booking: Booking) => `${booking.id}-moved-${booking.calendarSequence ?? 0}`;

/** That email, if the booking was ever moved (one read only then). */
const moveMailOf = async (commit: GuardedCommit, booking: Booking) =>
  (booking.calendarSequence ?? 0) > 0 ? mailDocs.get(commit, movedMailOf(booking)) : null;

/** An email not yet tried is not sent after all (its content goes with the usual purge). */
function withdrawMail(commit: GuardedCommit, id: string, reason: string, now: number) {
  mailDocs.update(commit, id, {
    delivery: { state: 'SKIPPED', attempts: 0, error: reason },
    purgeAt: now + MAIL_BODY_RETENTION_MS,
  });
}

/**
 * Moves a booking to another future date in one guarded commit: its places taken from the
 * new date and given back to the old one, its workshop, date and total from the new date and
 * its type, and a higher calendar SEQUENCE so the updated calendar file replaces the old events.
 */
export async function moveBooking(
  id: string,
  scheduledWorkshopId: string,
  options: MoveOptions,
): Promise<Outcome> {
  const now = options.now ?? Date.now();
  const [links, studio] = await Promise.all([getPaymentLinks(), getStudio()]);
  return guardedCommit(async (commit) => {
    const [booking, newDate] = await Promise.all([
      bookingDocs.get(commit, id),
      dateOf(commit, scheduledWorkshopId),
    ]);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    if (isAwaitingPayment(booking)) throw conflict(PAYMENT_MESSAGES.cancelAwaiting);
    if (!isBooked(booking)) throw conflict(LIFECYCLE_ERRORS.cancelledBooking);
    if (booking.scheduled_workshop_id === scheduledWorkshopId) return { booking, changed: false };
    if (!newDate) throw notFound(BOOKING_ERRORS.unknownDate);
    options.check?.(booking, newDate);
    const taken = placesOf(booking);
    const target = options.respectClosed ? newDate : { ...newDate, is_available: true };
    checkBookableDate(target, booking.guests, { takePlaces: taken > 0 }, now);
    const [oldDate, type] = await Promise.all([
      dateOf(commit, booking.scheduled_workshop_id),
      typeOfDate(commit, newDate),
    ]);
    if (!type) throw notFound(BOOKING_ERRORS.unknownDate);
    const line = oldDate ? await readLine(commit, oldDate) : [];
    const signup = options.notify ? await signupOf(commit, booking.email) : null;
    const previousMail = options.notify ? await moveMailOf(commit, booking) : null;
    // The cancellation policy follows the booking (docs/product.md#cancellation-policy).
    const cancelBy = cancelByAfterMove(booking, now);
    // Priced at the new date's price, its discount code's rule applied again, the voucher's
    // part kept (docs/product.md#pricing).
    const price = repriced(booking, unitPrice(type), booking.guests);
    const moved = writeNewTime(commit, booking, {
      ...bookedDateFields(newDate, type),
      ...price,
      ...amountDueFields(booking, price.total_price),
      ...(cancelBy === undefined ? {} : { cancelBy }),
    });
    updateDate(commit, newDate.id, placesAfter(newDate, { taken }));
    if (oldDate) {
      const freed = placesAfter(oldDate, { taken: -taken });
      updateDate(commit, oldDate.id, offerFreedPlaces(commit, oldDate, freed, line, studio));
    }
    auditChange(commit, options.actor, 'move_booking', booking, moved);
    if (options.notify) {
      const link = paymentLinkFor(links, moved.guests);
      const mail = movedMail(
        { ...mailContextOf(studio, moved, link, signup), previous: booking },
        now,
      );
      // One confirmation of where the booking now is, not one per move (domain/move-mail.ts).
      const plan = planMoveMail(previousMail ?? undefined, now);
      if (plan.replacesPrevious) {
        withdrawMail(commit, movedMailOf(booking), 'Replaced by a later move', now);
      }
      commit.enqueueMail(movedMailOf(moved), mail, plan);
    }
    options.also?.(commit, moved, booking, studio);
    return { booking: moved, changed: true };
  }, now);
}

/**
 * Edits a booking's details in one guarded commit. A change of guests changes the date's
 * places (409 when there are not enough) and the total, at the price per place it was booked at.
 */
export async function editBooking(
  input: EditBookingInput,
  actor: Actor,
  now = Date.now(),
): Promise<Outcome> {
  const studio = await getStudio();
  return guardedCommit(async (commit) => {
    const booking = await bookingDocs.get(commit, input.id);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    if (isAwaitingPayment(booking)) throw conflict(PAYMENT_MESSAGES.cancelAwaiting);
    const { id: _id, guests, ...details } = input;
    // Reads first, then writes (a guarded commit reads everything before it writes).
    let dateWrite: (() => void) | undefined;
    // Places the booking's discount code gives up (fewer guests) or takes (more).
    let discountPlaces = 0;
    const fields: Record<string, unknown> = {};
    const removed: string[] = [];
    for (const [key, value] of Object.entries(details)) {
      if (value === undefined || value === booking[key as keyof Booking]) continue;
      const phone = key === 'mobileNumber' || key === 'contactNumber';
      if (phone && value === '') {
        if (booking[key as keyof Booking] !== undefined) removed.push(key);
      } else {
        fields[key] = value;
      }
    }
    if (guests !== undefined && guests !== booking.guests) {
      fields.guests = guests;
      if (booking.fullPrice !== undefined) {
        // Priced from the full price per place, its discount code's rule applied again.
        const each = booking.guests > 0 ? booking.fullPrice / booking.guests : 0;
        Object.assign(fields, repriced(booking, each, guests));
        discountPlaces = guests - booking.guests;
      } else {
        const each = booking.guests > 0 ? booking.total_price / booking.guests : 0;
        fields.total_price = totalPrice(each, guests);
      }
      Object.assign(fields, amountDueFields(booking, fields.total_price as number));
      const delta = placesOf({ ...booking, guests }) - placesOf(booking);
      if (delta !== 0) {
        const date = await dateOf(commit, booking.scheduled_workshop_id);
        if (date) {
          const left = Math.max(0, date.guest_slots_remaining);
          if (delta > 0 && left < delta) {
            throw new PlacesError(
              `Sorry, only ${left} more ${left === 1 ? 'place is' : 'places are'} left on this date`,
              left,
            );
          }
          const line = delta < 0 ? await readLine(commit, date) : [];
          const after = placesAfter(date, { taken: delta });
          dateWrite = () =>
            updateDate(commit, date.id, offerFreedPlaces(commit, date, after, line, studio));
        }
      }
    }
    if (Object.keys(fields).length === 0 && removed.length === 0) {
      return { booking, changed: false };
    }
    dateWrite?.();
    giveDiscountPlacesBack(commit, booking, -discountPlaces);
    fields.updatedAt = now;
    const edited = applied(booking, fields as Partial<Booking>);
    for (const key of removed) delete edited[key as keyof Booking];
    bookingDocs.update(commit, booking.id, fields as Partial<Booking>, removed);
    auditChange(commit, actor, 'edit_booking', booking, edited);
    return { booking: edited, changed: true };
  }, now);
}

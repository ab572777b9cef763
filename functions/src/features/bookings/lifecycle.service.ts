import type { EditBookingInput } from '../../domain/admin-booking.js';
import { bookedDateFields, unitPrice } from '../../domain/booking.js';
import { totalPrice } from '../../domain/price.js';
import type { Booking, CancelledBy, ScheduledWorkshop } from '../../domain/model.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { isBooked, placesAfter, placesOf } from '../../domain/places.js';
import { deleteField, refs } from '../../lib/firestore.js';
import {
  type Actor,
  changedFields,
  type GuardedCommit,
  guardedCommit,
} from '../../lib/guarded-commit.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { deliverSoon } from '../../lib/mail/delivery.js';
import { pendingMail } from '../../lib/mail/outbox.js';
import { cancellationMail, movedMail } from '../../lib/mail/templates.js';
import { getPaymentLinks, getStudio } from '../content/content.service.js';
import { unsubscribeUrl } from '../newsletter/newsletter.service.js';
import { type Mail, offerFreedPlaces, readLine } from '../waitlist/waitlist-offers.js';
import {
  BOOKING_ERRORS,
  checkBookableDate,
  mailContextOf,
  PlacesError,
} from './bookings.service.js';

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

/** The booking's address on the newsletter list, if it is (read before the commit writes). */
export const signupOf = (commit: GuardedCommit, booking: Booking) =>
  booking.email ? commit.get(refs.newsletterSignup(booking.email)) : Promise.resolve(null);

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
  commit.audit(actor, action, { collection: 'bookings', id: before.id }, diff.before, diff.after);
}

export interface CancelOptions {
  by: CancelledBy;
  notify: boolean;
  reason?: string;
  /** Staff cancelling: audit-logged. */
  actor?: Actor;
  /** What the booking must satisfy (the visitor's cancel: the 48-hour policy). */
  check?: (booking: Booking) => void;
  /** More mail in the same commit (the visitor's cancel also tells the studio). */
  also?: (cancelled: Booking, studio: StudioDetails) => Mail[];
  now?: number;
}

/**
 * Cancels a booking in one guarded commit: its status, and the places it took back to its
 * date (which becomes bookable again unless staff closed or cancelled it). Cancelling a
 * cancelled booking changes nothing.
 */
export async function cancelBooking(id: string, options: CancelOptions): Promise<Outcome> {
  const now = options.now ?? Date.now();
  const studio = await getStudio();
  const { outcome, mails } = await guardedCommit(async (commit) => {
    const ref = refs.booking(id);
    const booking = await commit.get(ref);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    if (!isBooked(booking)) return { outcome: { booking, changed: false }, mails: [] };
    options.check?.(booking);
    const dateRef = refs.scheduledWorkshop(booking.scheduled_workshop_id);
    const date = await commit.get(dateRef);
    const line = date ? await readLine(commit, date.id) : [];
    const signup = options.notify ? await signupOf(commit, booking) : null;
    const fields: Partial<Booking> = {
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: options.by,
      updatedAt: now,
      ...(options.reason ? { cancelReason: options.reason } : {}),
      // A paid booking waits on the refunds-due list until staff mark it refunded.
      ...(booking.payed ? { refundDue: true } : {}),
    };
    const cancelled = applied(booking, fields);
    const mails: Mail[] = [];
    commit.update(ref, fields);
    if (date) {
      const freed = placesAfter(date, { taken: -placesOf(booking) });
      commit.update(dateRef, offerFreedPlaces(commit, date, freed, line, now, mails, studio));
    }
    auditChange(commit, options.actor, 'cancel_booking', booking, cancelled);
    const mail = options.notify
      ? cancellationMail({
          studio,
          booking: cancelled,
          reason: options.reason,
          by: options.by,
          unsubscribeUrl: unsubscribeUrl(signup),
        })
      : null;
    const own: Mail[] = mail ? [{ id: `${id}-cancelled`, doc: pendingMail(mail, now) }] : [];
    own.push(...(options.also?.(cancelled, studio) ?? []));
    for (const m of own) commit.create(refs.mail(m.id), m.doc);
    mails.push(...own);
    return { outcome: { booking: cancelled, changed: true }, mails };
  }, now);
  await deliverSoon(mails);
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
  also?: (moved: Booking, previous: Booking, studio: StudioDetails) => Mail[];
  now?: number;
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
  const { outcome, mails } = await guardedCommit(async (commit) => {
    const ref = refs.booking(id);
    const newDateRef = refs.scheduledWorkshop(scheduledWorkshopId);
    const [booking, newDate] = await commit.getAll(ref, newDateRef);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    if (!isBooked(booking)) throw conflict(LIFECYCLE_ERRORS.cancelledBooking);
    if (booking.scheduled_workshop_id === scheduledWorkshopId) {
      return { outcome: { booking, changed: false }, mails: [] };
    }
    if (!newDate) throw notFound(BOOKING_ERRORS.unknownDate);
    options.check?.(booking, newDate);
    const taken = placesOf(booking);
    const target = options.respectClosed ? newDate : { ...newDate, is_available: true };
    checkBookableDate(target, booking.guests, { takePlaces: taken > 0 }, now);
    const oldDateRef = refs.scheduledWorkshop(booking.scheduled_workshop_id);
    const [oldDate, type] = await commit.getAll(
      oldDateRef,
      refs.workshopType(newDate.workshop_type),
    );
    if (!type) throw notFound(BOOKING_ERRORS.unknownDate);
    const line = oldDate ? await readLine(commit, oldDate.id) : [];
    const signup = options.notify ? await signupOf(commit, booking) : null;
    const mails: Mail[] = [];
    const fields = {
      ...bookedDateFields(newDate, type),
      total_price: totalPrice(unitPrice(type), booking.guests),
      calendarSequence: (booking.calendarSequence ?? 0) + 1,
      updatedAt: now,
    };
    const moved = applied(booking, fields);
    delete moved.autoReminderSentAt;
    // The new date gets its own automatic reminder.
    commit.update(ref, { ...fields, autoReminderSentAt: deleteField() });
    commit.update(newDateRef, placesAfter(newDate, { taken }));
    if (oldDate) {
      const freed = placesAfter(oldDate, { taken: -taken });
      commit.update(oldDateRef, offerFreedPlaces(commit, oldDate, freed, line, now, mails, studio));
    }
    auditChange(commit, options.actor, 'move_booking', booking, moved);
    const mail = options.notify
      ? movedMail({ ...mailContextOf(studio, moved, links, signup), previous: booking }, now)
      : null;
    const own: Mail[] = mail
      ? [{ id: `${id}-moved-${fields.calendarSequence}`, doc: pendingMail(mail, now) }]
      : [];
    own.push(...(options.also?.(moved, booking, studio) ?? []));
    for (const m of own) commit.create(refs.mail(m.id), m.doc);
    mails.push(...own);
    return { outcome: { booking: moved, changed: true }, mails };
  }, now);
  await deliverSoon(mails);
  return outcome;
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
  const mails: Mail[] = [];
  const studio = await getStudio();
  const outcome = await guardedCommit(async (commit) => {
    mails.length = 0;
    const ref = refs.booking(input.id);
    const booking = await commit.get(ref);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    const { id: _id, guests, ...details } = input;
    // Reads first, then writes (a guarded commit reads everything before it writes).
    let dateWrite: (() => void) | undefined;
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
      const each = booking.guests > 0 ? booking.total_price / booking.guests : 0;
      fields.guests = guests;
      fields.total_price = totalPrice(each, guests);
      const delta = placesOf({ ...booking, guests }) - placesOf(booking);
      if (delta !== 0) {
        const dateRef = refs.scheduledWorkshop(booking.scheduled_workshop_id);
        const date = await commit.get(dateRef);
        if (date) {
          const left = Math.max(0, date.guest_slots_remaining);
          if (delta > 0 && left < delta) {
            throw new PlacesError(
              `Sorry, only ${left} more ${left === 1 ? 'place is' : 'places are'} left on this date`,
              left,
            );
          }
          const line = delta < 0 ? await readLine(commit, date.id) : [];
          const after = placesAfter(date, { taken: delta });
          dateWrite = () =>
            commit.update(dateRef, offerFreedPlaces(commit, date, after, line, now, mails, studio));
        }
      }
    }
    if (Object.keys(fields).length === 0 && removed.length === 0) {
      return { booking, changed: false };
    }
    dateWrite?.();
    fields.updatedAt = now;
    const edited = applied(booking, fields as Partial<Booking>);
    for (const key of removed) delete edited[key as keyof Booking];
    commit.update(ref, {
      ...fields,
      ...Object.fromEntries(removed.map((key) => [key, deleteField()])),
    });
    auditChange(commit, actor, 'edit_booking', booking, edited);
    return { booking: edited, changed: true };
  }, now);
  await deliverSoon(mails);
  return outcome;
}

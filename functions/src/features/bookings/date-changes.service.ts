import type { DateCancellation } from '../../domain/contracts/bookings.js';
import type { Booking, ScheduledWorkshop } from '../../domain/model.js';
import { isAwaitingPayment, isCardPaid } from '../../domain/payment.js';
import {
  isBooked,
  isCancelledDate,
  placesAfter,
  placesHeld,
  placesHeldFor,
  placesOf,
  placesTaken,
} from '../../domain/places.js';
import {
  type CancelScheduledWorkshopInput,
  scheduleFormOf,
  scheduleWorkshopSchema,
  toScheduledWorkshop,
  type UpdateScheduledWorkshopInput,
} from '../../domain/schedule.js';
import { type Actor, changedFields, guardedCommit, MAX_WRITES } from '../../lib/guarded-commit.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { issueRefund } from './card-payments.service.js';
import { dateChangedMail } from '../../lib/mail/templates.js';
import { parse } from '../../lib/validate.js';
import { getPaymentLinks, getStudio, paymentLinkFor } from '../content/index.js';
import { signupsOf } from '../newsletter/index.js';
import {
  capacityTooLow,
  dateOf,
  refuseSameTime,
  SCHEDULE_ERRORS,
  typeOfDate,
  updateDate,
} from '../schedule/index.js';
import { closeLine, offerFreedPlaces, readLine } from '../waitlist/index.js';
import { mailContextOf } from './booking-mail.js';
import { bookingsOfDate } from './bookings.repository.js';
import { voucherBackOnCancel, writeCancellation, writeNewTime } from './lifecycle.service.js';
import { refundToVouchers, vouchersOf } from '../vouchers/index.js';

// Staff change or cancel a whole date (the schedule's dates are below the bookings, which take
// places on them): its booked bookings follow the change in the same guarded commits, and its
// waiting list gets the places it frees or closes with it.

const WHEN_FIELDS = ['date', 'month', 'year', 'time', 'day', 'date_of_workshop'] as const;

/**
 * POST /api/update_scheduled_workshop, one guarded commit: a new day or time (parsed like the
 * schedule form) moves every booked booking with it (a higher calendar SEQUENCE; with `notify`
 * each booker gets one email with the updated calendar file); a new capacity cannot go below
 * the places taken (409) and places left are recomputed; `is_available` opens or closes it.
 */
export async function updateScheduledWorkshop(
  input: UpdateScheduledWorkshopInput,
  actor: Actor,
  now = Date.now(),
): Promise<ScheduledWorkshop> {
  const [links, studio] = await Promise.all([getPaymentLinks(), getStudio()]);
  return guardedCommit(async (commit) => {
    const stored = await dateOf(commit, input.id);
    if (!stored) throw notFound(SCHEDULE_ERRORS.unknownDate);
    if (isCancelledDate(stored)) throw conflict(SCHEDULE_ERRORS.cancelled);
    const { id: _id, notify, is_available, guests, allowSameTime, ...when } = input;
    const form = parse(scheduleWorkshopSchema, {
      ...scheduleFormOf(stored),
      ...when,
      ...(guests === undefined ? {} : { guests }),
    });
    const next = toScheduledWorkshop(form);
    const moved = next.date_of_workshop !== stored.date_of_workshop;
    if (moved && !(next.date_of_workshop > now)) {
      throw badRequest(SCHEDULE_ERRORS.past, { date: SCHEDULE_ERRORS.past });
    }
    if (moved && !allowSameTime) {
      const type = await typeOfDate(commit, stored);
      if (type) await refuseSameTime(commit, type, next);
    }
    const held = placesTaken(stored) + placesHeld(stored);
    if (form.guests < held) {
      throw conflict(capacityTooLow(held));
    }
    const line = await readLine(commit, stored);
    // Bookings waiting for their card payment follow the date too (they are told once paid).
    const bookings = moved
      ? (await bookingsOfDate(commit, stored.id)).filter((b) => isBooked(b) || isAwaitingPayment(b))
      : [];
    const signups = await signupsOf(commit, notify ? bookings.map((b) => b.email) : []);
    const places = placesAfter(stored, {
      capacity: form.guests,
      ...(is_available === undefined ? {} : { closed: !is_available }),
    });
    const whenNext = Object.fromEntries(WHEN_FIELDS.map((key) => [key, next[key]]));
    const unchanged = changedFields(stored, { ...stored, ...whenNext, ...places });
    if (!unchanged.before || Object.keys(unchanged.before).length === 0) return stored;
    // More places (a raise, or the date opened again) go to the waiting list first.
    const fields = {
      ...whenNext,
      ...offerFreedPlaces(commit, { ...stored, ...whenNext }, places, line, studio),
    } as Partial<ScheduledWorkshop>;
    const updated = { ...stored, ...fields };
    const diff = changedFields(stored, updated);
    updateDate(commit, stored.id, fields);
    commit.audit(
      actor,
      'update_scheduled_workshop',
      { collection: 'scheduled_workshops', id: stored.id },
      diff.before,
      diff.after,
    );
    for (const booking of bookings) {
      const changed = writeNewTime(commit, booking, whenNext as Partial<Booking>);
      if (!notify || !isBooked(booking)) continue;
      const ctx = mailContextOf(
        studio,
        changed,
        paymentLinkFor(links, changed.guests),
        signups.get(booking.email) ?? null,
      );
      commit.enqueueMail(
        `${booking.id}-date-changed-${changed.calendarSequence}`,
        dateChangedMail({ ...ctx, previous: booking }, now),
      );
    }
    return updated;
  }, now);
}

// Each booking takes at most three writes (itself, its email, its audit entry).
const BOOKINGS_PER_COMMIT = Math.floor((MAX_WRITES - 10) / 3);

/**
 * POST /api/cancel_scheduled_workshop: the date is cancelled first (so nothing more can be
 * booked on it), then its booked bookings are cancelled and their places released, a batch
 * at a time, each batch one guarded commit. Calling it again on a cancelled date finishes
 * what an interrupted call left (idempotent, resumable).
 */
export async function cancelScheduledWorkshop(
  input: CancelScheduledWorkshopInput,
  actor: Actor,
  now = Date.now(),
): Promise<DateCancellation> {
  const studio = await getStudio();
  await guardedCommit(async (commit) => {
    const stored = await dateOf(commit, input.id);
    if (!stored) throw notFound(SCHEDULE_ERRORS.unknownDate);
    if (isCancelledDate(stored)) return;
    const line = await readLine(commit, stored);
    // Its waiting list closes: places held for offers are released with it.
    const places = closeLine(commit, line, placesAfter(stored, { status: 'cancelled' }));
    const fields = {
      ...places,
      cancelledAt: now,
      ...(input.reason ? { cancelReason: input.reason } : {}),
    };
    updateDate(commit, stored.id, fields);
    const diff = changedFields(stored, { ...stored, ...fields });
    commit.audit(
      actor,
      'cancel_scheduled_workshop',
      { collection: 'scheduled_workshops', id: stored.id },
      diff.before,
      diff.after,
    );
  }, now);

  const cancellation = {
    by: 'staff' as const,
    notify: input.notify,
    reason: input.reason,
    actor,
    dateCancelled: true,
  };
  const cancelled: Booking[] = [];
  for (;;) {
    const { batch, date, bookings } = await guardedCommit(async (commit) => {
      const stored = await dateOf(commit, input.id);
      if (!stored) throw notFound(SCHEDULE_ERRORS.unknownDate);
      const all = await bookingsOfDate(commit, input.id);
      // Bookings waiting for their card payment end too (paid after all: refunded at once).
      const batch = all
        .filter((b) => isBooked(b) || isAwaitingPayment(b))
        .slice(0, BOOKINGS_PER_COMMIT);
      const signups = await signupsOf(commit, input.notify ? batch.map((b) => b.email) : []);
      const back = batch.filter((booking) => voucherBackOnCancel(booking, cancellation));
      const vouchers = await vouchersOf(commit, back);
      refundToVouchers(commit, vouchers, back, actor.email, 'The date was cancelled');
      const done = batch.map((booking) =>
        writeCancellation(
          commit,
          booking,
          { ...cancellation, notify: cancellation.notify && isBooked(booking) },
          studio,
          signups.get(booking.email),
        ),
      );
      const released = batch.reduce((sum, booking) => sum + placesOf(booking), 0);
      const unheld = batch.reduce((sum, booking) => sum + placesHeldFor(booking), 0);
      if (batch.length === 0) return { batch: done, date: stored, bookings: all };
      const places = placesAfter(stored, { taken: -released, held: -unheld });
      updateDate(commit, stored.id, places);
      return { batch: done, date: { ...stored, ...places }, bookings: all };
    }, now);
    cancelled.push(...batch);
    for (const booking of batch) await issueRefund(booking);
    if (batch.length === 0) {
      const since = date.cancelledAt ?? now;
      return {
        date,
        cancelled,
        refundsDue: bookings.filter(
          (b) => !isBooked(b) && b.payed && !isCardPaid(b) && (b.cancelledAt ?? 0) >= since,
        ),
      };
    }
  }
}

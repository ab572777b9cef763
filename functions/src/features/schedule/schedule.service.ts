import { startOfLondonDay } from '../../domain/dates.js';
import type { Booking, NewsletterSignup, ScheduledWorkshop } from '../../domain/model.js';
import {
  isBookableType,
  isBooked,
  isCancelledDate,
  placesAfter,
  placesHeld,
  placesTaken,
} from '../../domain/places.js';
import {
  type CancelScheduledWorkshopInput,
  type ScheduleWorkshopInput,
  scheduleFormOf,
  scheduleWorkshopSchema,
  toScheduledWorkshop,
  type UpdateScheduledWorkshopInput,
} from '../../domain/schedule.js';
import { deleteField, refs } from '../../lib/firestore.js';
import {
  type Actor,
  changedFields,
  type GuardedCommit,
  guardedCommit,
  MAX_WRITES,
} from '../../lib/guarded-commit.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { deliverSoon } from '../../lib/mail/delivery.js';
import { pendingMail } from '../../lib/mail/outbox.js';
import { cancellationMail, dateChangedMail } from '../../lib/mail/templates.js';
import { parse } from '../../lib/validate.js';
import { bookingsOfDateQuery } from '../bookings/bookings.repository.js';
import { mailContextOf } from '../bookings/bookings.service.js';
import { getPaymentLinks, getStudio } from '../content/content.service.js';
import { unsubscribeUrl } from '../newsletter/newsletter.service.js';
import { endEntry, type Mail, offerFreedPlaces, readLine } from '../waitlist/waitlist-offers.js';
import {
  findTypesOf,
  listScheduledWorkshopsAfter,
  listScheduledWorkshopsBetween,
  listScheduledWorkshopsOfTypesAfter,
  findWorkshopType,
} from './schedule.repository.js';

export const SCHEDULE_ERRORS = {
  unknownType: 'That workshop type does not exist; choose one from the list',
  past: 'That date and time has already passed; choose a date in the future',
  unknownWorkshop: 'Sorry, we could not find that workshop',
  unknownDate: 'There is no scheduled workshop with this id',
  cancelled: 'This date was cancelled, so it cannot be changed',
} as const;

export const capacityTooLow = (taken: number) =>
  `${taken} ${taken === 1 ? 'place is' : 'places are'} already taken on this date; the number of places cannot be lower`;

/** The bookers' addresses that are on the newsletter list (read before the commit writes). */
async function signupsOf(commit: GuardedCommit, bookings: Booking[]) {
  const emails = [...new Set(bookings.map((b) => b.email).filter(Boolean))];
  const found = await commit.getAll(...emails.map((email) => refs.newsletterSignup(email)));
  return new Map(found.filter((s): s is NewsletterSignup => s !== null).map((s) => [s.email, s]));
}

const scheduled = (dates: ScheduledWorkshop[]) => dates.filter((d) => !isCancelledDate(d));

/** Every future date visitors can book: on (not cancelled), of a bookable type; soonest first. */
export async function futureDates(now = Date.now()): Promise<ScheduledWorkshop[]> {
  const dates = scheduled(await listScheduledWorkshopsAfter(now));
  const bookable = new Set((await findTypesOf(dates)).filter(isBookableType).map((t) => t.id));
  return dates.filter((d) => bookable.has(d.workshop_type));
}

/** The future dates of the given types that are on, soonest first. */
export async function futureDatesOfTypes(typeIds: string[], now = Date.now()) {
  return scheduled(await listScheduledWorkshopsOfTypesAfter(typeIds, now));
}

/** Dates starting in [from, to) that are on, soonest first. */
export async function datesBetween(from: number, to: number) {
  return scheduled(await listScheduledWorkshopsBetween(from, to));
}

/** The type's future dates: none while it is retired or coming soon; an unknown type is 404. */
export async function futureDatesOfType(
  typeId: string,
  now = Date.now(),
): Promise<ScheduledWorkshop[]> {
  const [type, dates] = await Promise.all([
    findWorkshopType(typeId),
    futureDatesOfTypes([typeId], now),
  ]);
  if (!type) throw notFound(SCHEDULE_ERRORS.unknownWorkshop);
  return isBookableType(type) ? dates : [];
}

/**
 * Schedules a date. The server computes date, day, year, time and date_of_workshop
 * (Europe/London) from the form fields and opens all its places. Sending the same id
 * again returns the stored date (`created: false`) and writes nothing.
 */
export async function scheduleWorkshop(
  input: ScheduleWorkshopInput,
  actor: Actor,
  now = Date.now(),
): Promise<{ workshop: ScheduledWorkshop; created: boolean }> {
  const workshop = toScheduledWorkshop(input);
  if (!(workshop.date_of_workshop > now)) {
    throw badRequest(SCHEDULE_ERRORS.past, { date: SCHEDULE_ERRORS.past });
  }
  return guardedCommit(async (commit) => {
    const ref = refs.scheduledWorkshop(workshop.id);
    const [existing, type] = await commit.getAll(ref, refs.workshopType(workshop.workshop_type));
    if (existing) return { workshop: existing, created: false };
    if (!type) {
      throw badRequest(SCHEDULE_ERRORS.unknownType, { workshop_type: SCHEDULE_ERRORS.unknownType });
    }
    commit.create(ref, workshop);
    commit.audit(
      actor,
      'add_new_workshop',
      { collection: 'scheduled_workshops', id: workshop.id },
      null,
      {
        ...workshop,
      },
    );
    return { workshop, created: true };
  }, now);
}

/** Dates from the start of today (London), soonest first, each with its type's name. */
export async function scheduledWorkshopsForAdmin(
  now = Date.now(),
): Promise<(ScheduledWorkshop & { workshop_name: string })[]> {
  const dates = await listScheduledWorkshopsAfter(startOfLondonDay(now) - 1);
  const names = new Map((await findTypesOf(dates)).map((t) => [t.id, t.name]));
  return dates.map((d) => ({ ...d, workshop_name: names.get(d.workshop_type) ?? d.workshop_type }));
}

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
  const { date, mails } = await guardedCommit(async (commit) => {
    const ref = refs.scheduledWorkshop(input.id);
    const stored = await commit.get(ref);
    if (!stored) throw notFound(SCHEDULE_ERRORS.unknownDate);
    if (isCancelledDate(stored)) throw conflict(SCHEDULE_ERRORS.cancelled);
    const { id: _id, notify, is_available, guests, ...when } = input;
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
    const held = placesTaken(stored) + placesHeld(stored);
    if (form.guests < held) {
      throw conflict(capacityTooLow(held));
    }
    const line = await readLine(commit, stored.id);
    const bookings = moved
      ? (await commit.query(bookingsOfDateQuery(stored.id))).filter(isBooked)
      : [];
    const signups = notify
      ? await signupsOf(commit, bookings)
      : new Map<string, NewsletterSignup>();
    const mails: Mail[] = [];
    const places = placesAfter(stored, {
      capacity: form.guests,
      ...(is_available === undefined ? {} : { closed: !is_available }),
    });
    const whenNext = Object.fromEntries(WHEN_FIELDS.map((key) => [key, next[key]]));
    const unchanged = changedFields(stored, { ...stored, ...whenNext, ...places });
    if (!unchanged.before || Object.keys(unchanged.before).length === 0) {
      return { date: stored, mails: [] };
    }
    // More places (a raise, or the date opened again) go to the waiting list first.
    const fields = {
      ...whenNext,
      ...offerFreedPlaces(commit, { ...stored, ...whenNext }, places, line, now, mails, studio),
    } as Partial<ScheduledWorkshop>;
    const updated = { ...stored, ...fields };
    const diff = changedFields(stored, updated);
    commit.update(ref, fields);
    commit.audit(
      actor,
      'update_scheduled_workshop',
      { collection: 'scheduled_workshops', id: stored.id },
      diff.before,
      diff.after,
    );
    for (const booking of bookings) {
      const whenFields = Object.fromEntries(WHEN_FIELDS.map((key) => [key, next[key]]));
      const sequence = (booking.calendarSequence ?? 0) + 1;
      const changed: Booking = {
        ...booking,
        ...whenFields,
        calendarSequence: sequence,
        updatedAt: now,
      };
      delete changed.autoReminderSentAt;
      commit.update(refs.booking(booking.id), {
        ...whenFields,
        calendarSequence: sequence,
        updatedAt: now,
        autoReminderSentAt: deleteField(),
      });
      const mail = notify
        ? dateChangedMail(
            {
              ...mailContextOf(studio, changed, links, signups.get(booking.email) ?? null),
              previous: booking,
            },
            now,
          )
        : null;
      if (mail) {
        const m = { id: `${booking.id}-date-changed-${sequence}`, doc: pendingMail(mail, now) };
        commit.create(refs.mail(m.id), m.doc);
        mails.push(m);
      }
    }
    return { date: updated, mails };
  }, now);
  await deliverSoon(mails);
  return date;
}

export interface DateCancellation {
  date: ScheduledWorkshop;
  /** Bookings this call cancelled. */
  cancelled: Booking[];
  /** The paid bookings the date's cancellation cancelled (this call or an earlier one): refunds due. */
  refundsDue: Booking[];
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
    const ref = refs.scheduledWorkshop(input.id);
    const stored = await commit.get(ref);
    if (!stored) throw notFound(SCHEDULE_ERRORS.unknownDate);
    if (isCancelledDate(stored)) return;
    const line = await readLine(commit, stored.id);
    // Its waiting list closes: places held for offers are released with it.
    let places = placesAfter(stored, { status: 'cancelled' });
    for (const entry of line) {
      places = endEntry(commit, entry, 'closed', places, stored, now, [], studio);
    }
    const fields = {
      ...places,
      cancelledAt: now,
      ...(input.reason ? { cancelReason: input.reason } : {}),
    };
    commit.update(ref, fields);
    const diff = changedFields(stored, { ...stored, ...fields });
    commit.audit(
      actor,
      'cancel_scheduled_workshop',
      { collection: 'scheduled_workshops', id: stored.id },
      diff.before,
      diff.after,
    );
  }, now);

  const cancelled: Booking[] = [];
  for (;;) {
    const { batch, mails, date } = await guardedCommit(async (commit) => {
      const ref = refs.scheduledWorkshop(input.id);
      const stored = await commit.get(ref);
      if (!stored) throw notFound(SCHEDULE_ERRORS.unknownDate);
      const all = await commit.query(bookingsOfDateQuery(input.id));
      const batch = all.filter(isBooked).slice(0, BOOKINGS_PER_COMMIT);
      const signups = input.notify
        ? await signupsOf(commit, batch)
        : new Map<string, NewsletterSignup>();
      const mails: Mail[] = [];
      let released = 0;
      const done: Booking[] = [];
      for (const booking of batch) {
        const fields: Partial<Booking> = {
          status: 'cancelled',
          cancelledAt: now,
          cancelledBy: 'staff',
          updatedAt: now,
          ...(input.reason ? { cancelReason: input.reason } : {}),
          ...(booking.payed ? { refundDue: true } : {}),
        };
        const after = { ...booking, ...fields };
        commit.update(refs.booking(booking.id), fields);
        const diff = changedFields(booking, after);
        commit.audit(
          actor,
          'cancel_booking',
          { collection: 'bookings', id: booking.id },
          diff.before,
          diff.after,
        );
        released += booking.tookPlaces === false ? 0 : booking.guests;
        const mail = input.notify
          ? cancellationMail({
              studio,
              booking: after,
              reason: input.reason,
              by: 'staff',
              unsubscribeUrl: unsubscribeUrl(signups.get(booking.email)),
            })
          : null;
        if (mail) {
          const m = { id: `${booking.id}-cancelled`, doc: pendingMail(mail, now) };
          commit.create(refs.mail(m.id), m.doc);
          mails.push(m);
        }
        done.push(after);
      }
      const date =
        batch.length > 0 ? { ...stored, ...placesAfter(stored, { taken: -released }) } : stored;
      if (batch.length > 0) commit.update(ref, placesAfter(stored, { taken: -released }));
      return { batch: done, mails, date: { date, bookings: all } };
    }, now);
    cancelled.push(...batch);
    await deliverSoon(mails);
    if (batch.length === 0) {
      const since = date.date.cancelledAt ?? now;
      return {
        date: date.date,
        cancelled,
        refundsDue: date.bookings.filter(
          (b) => !isBooked(b) && b.payed && (b.cancelledAt ?? 0) >= since,
        ),
      };
    }
  }
}

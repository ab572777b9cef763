import * as logger from 'firebase-functions/logger';
import type { Booking, NewsletterSignup } from '../../domain/model.js';
import {
  DEFAULT_REMINDER_HOURS,
  dueReminderHours,
  reminderHorizonMs,
  reminderKey,
} from '../../domain/reminders.js';
import { isBooked } from '../../domain/places.js';
import { type Actor, guardedCommit } from '../../lib/guarded-commit.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { mailDocs, newMailId } from '../../lib/mail/mail.repository.js';
import { loadMailRendering } from '../../lib/mail/rendering.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';
import { reminderMail } from '../../lib/mail/templates.js';
import {
  getPaymentLinks,
  getReminderSettings,
  getStudio,
  paymentLinkFor,
} from '../content/index.js';
import { signupOf } from '../newsletter/index.js';
import { mailContextOf } from './booking-mail.js';
import { bookingDocs, listBookingsStartingBetween } from './bookings.repository.js';

export const REMINDER_ERRORS = {
  unknown: 'There is no booking with this id',
  noEmail: 'This booking has no email address, so a reminder cannot be sent',
  cancelled: 'This booking was cancelled, so no reminder is sent',
  started: 'This workshop has already started, so no reminder is sent',
} as const;

type ReminderDecision<T> = (
  booking: Booking | null,
  /** The mail this request would write is already in the outbox (the same click again). */
  alreadySent: boolean,
  /** The address's newsletter signup: the reminder can unsubscribe from it. */
  signup: NewsletterSignup | null,
) => {
  result: T;
  write?: { mail: OutgoingMail; sent: Partial<Booking> };
};

/**
 * Reads a booking and lets `decide` choose whether to remind: the outbox mail (`mail.id`) and
 * the booking's "sent" time commit together (one guarded commit), so a reminder is recorded
 * exactly when its mail is queued, and two runs cannot both send it. With `mail.once`, a mail
 * of that id already in the outbox is told to `decide`.
 */
function writeReminder<T>(
  bookingId: string,
  mail: { id: string; once: boolean },
  decide: ReminderDecision<T>,
  now: number,
  actor?: Actor,
) {
  return guardedCommit(async (commit) => {
    const [booking, sent] = await Promise.all([
      bookingDocs.get(commit, bookingId),
      mail.once ? mailDocs.get(commit, mail.id) : null,
    ]);
    const signup = await signupOf(commit, booking?.email);
    const { result, write } = decide(booking, sent !== null, signup);
    if (write) {
      commit.enqueueMail(mail.id, write.mail);
      bookingDocs.update(commit, bookingId, write.sent);
      if (actor) {
        const after = { ...write.sent, mailId: mail.id };
        commit.audit(actor, 'send_booking_reminder', bookingDocs.target(bookingId), null, after);
      }
    }
    return result;
  }, now);
}

/** POST /api/send_booking_reminder: queues the reminder email and records reminderSentAt. */
export async function sendBookingReminder(
  bookingId: string,
  actor: Actor,
  requestId?: string,
  now = Date.now(),
): Promise<Booking> {
  const [links, studio] = await Promise.all([getPaymentLinks(), getStudio()]);
  // A click's own mail id: the same request again (a double click, a retry) finds it sent.
  const mail = requestId
    ? { id: `${bookingId}-reminder-${requestId}`, once: true }
    : { id: newMailId(), once: false };
  return writeReminder(
    bookingId,
    mail,
    (stored, alreadySent, signup) => {
      if (!stored) throw notFound(REMINDER_ERRORS.unknown);
      if (alreadySent) return { result: stored };
      if (!isBooked(stored)) throw conflict(REMINDER_ERRORS.cancelled);
      if (!(stored.date_of_workshop > now)) throw conflict(REMINDER_ERRORS.started);
      const link = paymentLinkFor(links, stored.guests);
      const outgoing = reminderMail(mailContextOf(studio, stored, link, signup), now);
      if (!outgoing) {
        throw badRequest(REMINDER_ERRORS.noEmail, { bookingId: REMINDER_ERRORS.noEmail });
      }
      return {
        result: { ...stored, reminderSentAt: now },
        write: { mail: outgoing, sent: { reminderSentAt: now } },
      };
    },
    now,
    actor,
  );
}

// One outbox id per booking and time: even a second run that got past the marker could not queue
// it twice. (The 48-hour reminder keeps the id it had when it was the only one.)
export const autoReminderMailId = (bookingId: string, hours = DEFAULT_REMINDER_HOURS) =>
  hours === DEFAULT_REMINDER_HOURS
    ? `${bookingId}-auto-reminder`
    : `${bookingId}-auto-reminder-${reminderKey(hours)}`;

/**
 * The job (every 15 minutes): queues the automatic reminder of the studio's times
 * (docs/product.md#reminder-times) for every booking that is due (dueReminderHours), and marks
 * that time sent on the booking (`autoRemindersSent`, and `autoReminderSentAt`) in the same
 * guarded commit. Returns the booking ids reminded.
 */
export async function sendDueReminders(now = Date.now()): Promise<string[]> {
  const { hours: times } = await getReminderSettings();
  if (times.length === 0) return [];
  // It may write emails: their renderers load first (lib/mail/rendering.ts).
  await loadMailRendering();
  const candidates = (
    await listBookingsStartingBetween(now, now + reminderHorizonMs(times))
  ).filter((b) => dueReminderHours(b, now, times) !== null);
  if (candidates.length === 0) return [];
  const [links, studio] = await Promise.all([getPaymentLinks(), getStudio()]);
  const reminded: string[] = [];
  for (const candidate of candidates) {
    const hours = dueReminderHours(candidate, now, times)!;
    const mail = { id: autoReminderMailId(candidate.id, hours), once: false };
    try {
      const written = await writeReminder(
        candidate.id,
        mail,
        (booking, _sent, signup) => {
          if (!booking || dueReminderHours(booking, now, times) !== hours) return { result: false };
          const link = paymentLinkFor(links, booking.guests);
          const outgoing = reminderMail(mailContextOf(studio, booking, link, signup), now);
          if (!outgoing) return { result: false };
          const sent = {
            autoReminderSentAt: now,
            autoRemindersSent: { ...booking.autoRemindersSent, [reminderKey(hours)]: now },
          };
          return { result: true, write: { mail: outgoing, sent } };
        },
        now,
      );
      if (written) reminded.push(candidate.id);
    } catch (err) {
      // One booking that cannot be written must not stop the others; the next run retries it.
      logger.error('Could not queue the automatic reminder', { bookingId: candidate.id, err });
    }
  }
  return reminded;
}

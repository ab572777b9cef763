import { logger } from 'firebase-functions';
import type { Booking, MailDoc, NewsletterSignup } from '../../domain/model.js';
import { isDueForAutoReminder, REMINDER_WINDOW_MS } from '../../domain/reminders.js';
import { isBooked } from '../../domain/places.js';
import { refs } from '../../lib/firestore.js';
import { type Actor, guardedCommit } from '../../lib/guarded-commit.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { deliverSoon } from '../../lib/mail/delivery.js';
import { newMailId } from '../../lib/mail/mail.repository.js';
import { pendingMail } from '../../lib/mail/outbox.js';
import { reminderMail } from '../../lib/mail/templates.js';
import { getPaymentLinks, getStudio } from '../content/content.service.js';
import { mailContextOf } from './bookings.service.js';
import { listBookingsStartingBetween } from './bookings.repository.js';

export const REMINDER_ERRORS = {
  unknown: 'There is no booking with this id',
  noEmail: 'This booking has no email address, so a reminder cannot be sent',
  cancelled: 'This booking was cancelled, so no reminder is sent',
  started: 'This workshop has already started, so no reminder is sent',
} as const;

type Mail = { id: string; doc: MailDoc };

type ReminderDecision<T> = (
  booking: Booking | null,
  /** The mail this request would write is already in the outbox (the same click again). */
  alreadySent: boolean,
  /** The address's newsletter signup: the reminder can unsubscribe from it. */
  signup: NewsletterSignup | null,
) => {
  result: T;
  write?: { mail: { id: string; doc: MailDoc }; sent: Partial<Booking> };
};

/**
 * Reads a booking and lets `decide` choose whether to remind: the outbox mail and the
 * booking's "sent" time commit together (one guarded commit), so a reminder is recorded
 * exactly when its mail is queued, and two runs cannot both send it.
 */
function writeReminder<T>(
  bookingId: string,
  decide: ReminderDecision<T>,
  actor?: Actor,
  mailId?: string,
) {
  return guardedCommit(async (commit) => {
    const ref = refs.booking(bookingId);
    const [booking, sent] = mailId
      ? await commit.getAll(ref, refs.mail(mailId))
      : [await commit.get(ref), null];
    const signup = booking?.email ? await commit.get(refs.newsletterSignup(booking.email)) : null;
    const { result, write } = decide(booking, sent !== null, signup);
    if (write) {
      commit.create(refs.mail(write.mail.id), write.mail.doc);
      commit.update(ref, write.sent);
      if (actor) {
        commit.audit(
          actor,
          'send_booking_reminder',
          { collection: 'bookings', id: bookingId },
          null,
          {
            ...write.sent,
            mailId: write.mail.id,
          },
        );
      }
    }
    return result;
  });
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
  const mailId = requestId ? `${bookingId}-reminder-${requestId}` : newMailId();
  const { booking, mail } = await writeReminder<{ booking: Booking; mail: Mail | null }>(
    bookingId,
    (stored, alreadySent, signup) => {
      if (!stored) throw notFound(REMINDER_ERRORS.unknown);
      if (alreadySent) return { result: { booking: stored, mail: null } };
      if (!isBooked(stored)) throw conflict(REMINDER_ERRORS.cancelled);
      if (!(stored.date_of_workshop > now)) throw conflict(REMINDER_ERRORS.started);
      const outgoing = reminderMail(mailContextOf(studio, stored, links, signup), now);
      if (!outgoing) {
        throw badRequest(REMINDER_ERRORS.noEmail, { bookingId: REMINDER_ERRORS.noEmail });
      }
      const mail = { id: mailId, doc: pendingMail(outgoing, now) };
      return {
        result: { booking: { ...stored, reminderSentAt: now }, mail },
        write: { mail, sent: { reminderSentAt: now } },
      };
    },
    actor,
    requestId ? mailId : undefined,
  );
  if (mail) await deliverSoon([mail]);
  return booking;
}

// One outbox id per booking: even a second run that got past the flag could not queue it twice.
export const autoReminderMailId = (bookingId: string) => `${bookingId}-auto-reminder`;

/**
 * The hourly job: queues the automatic reminder for every booking that is due (see
 * isDueForAutoReminder) and sets its autoReminderSentAt in the same transaction.
 * Returns the booking ids reminded.
 */
export async function sendDueReminders(now = Date.now()): Promise<string[]> {
  const candidates = (await listBookingsStartingBetween(now, now + REMINDER_WINDOW_MS)).filter(
    (b) => isDueForAutoReminder(b, now),
  );
  if (candidates.length === 0) return [];
  const [links, studio] = await Promise.all([getPaymentLinks(), getStudio()]);
  const queued: { id: string; doc: MailDoc }[] = [];
  const reminded: string[] = [];
  for (const candidate of candidates) {
    try {
      const mail = await writeReminder(candidate.id, (booking, _sent, signup) => {
        if (!booking || !isDueForAutoReminder(booking, now)) return { result: null };
        const outgoing = reminderMail(mailContextOf(studio, booking, links, signup), now);
        if (!outgoing) return { result: null };
        const mail = { id: autoReminderMailId(booking.id), doc: pendingMail(outgoing, now) };
        return { result: mail, write: { mail, sent: { autoReminderSentAt: now } } };
      });
      if (mail) {
        queued.push(mail);
        reminded.push(candidate.id);
      }
    } catch (err) {
      // One booking that cannot be written must not stop the others; the next run retries it.
      logger.error('Could not queue the automatic reminder', { bookingId: candidate.id, err });
    }
  }
  await deliverSoon(queued);
  return reminded;
}

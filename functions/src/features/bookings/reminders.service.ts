import { logger } from 'firebase-functions';
import type { Booking, MailDoc } from '../../domain/model.js';
import { isDueForAutoReminder, REMINDER_WINDOW_MS } from '../../domain/reminders.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { deliverSoon } from '../../lib/mail/delivery.js';
import { newMailId } from '../../lib/mail/mail.repository.js';
import { pendingMail } from '../../lib/mail/outbox.js';
import { reminderMail } from '../../lib/mail/templates.js';
import { getPaymentLinks, paymentLinkFor } from '../content/content.service.js';
import { listBookingsStartingBetween, writeReminder } from './bookings.repository.js';

export const REMINDER_ERRORS = {
  unknown: 'There is no booking with this id',
  noEmail: 'This booking has no email address, so a reminder cannot be sent',
} as const;

/** POST /api/send_booking_reminder: queues the reminder email and records reminderSentAt. */
export async function sendBookingReminder(bookingId: string, now = Date.now()): Promise<Booking> {
  const links = await getPaymentLinks();
  const { booking, mail } = await writeReminder(bookingId, (stored) => {
    if (!stored) throw notFound(REMINDER_ERRORS.unknown);
    const outgoing = reminderMail(
      { booking: stored, paymentLink: paymentLinkFor(links, stored.guests) },
      now,
    );
    if (!outgoing) {
      throw badRequest(REMINDER_ERRORS.noEmail, { bookingId: REMINDER_ERRORS.noEmail });
    }
    const mail = { id: newMailId(), doc: pendingMail(outgoing, now) };
    return {
      result: { booking: { ...stored, reminderSentAt: now }, mail },
      write: { mail, sent: { reminderSentAt: now } },
    };
  });
  await deliverSoon([mail]);
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
  const links = await getPaymentLinks();
  const queued: { id: string; doc: MailDoc }[] = [];
  const reminded: string[] = [];
  for (const candidate of candidates) {
    try {
      const mail = await writeReminder(candidate.id, (booking) => {
        if (!booking || !isDueForAutoReminder(booking, now)) return { result: null };
        const outgoing = reminderMail(
          { booking, paymentLink: paymentLinkFor(links, booking.guests) },
          now,
        );
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

import { logger } from 'firebase-functions';
import type { MailDoc } from '../domain/model.js';
import { findPaymentLinks } from '../features/content/content.repository.js';
import { paymentLinkFor } from '../features/content/content.service.js';
import { listBookingsStartingBetween } from '../features/admin/bookings.repository.js';
import { writeReminder } from '../features/admin/reminders.repository.js';
import { deliverSoon } from '../lib/mail/delivery.js';
import { pendingMail } from '../lib/mail/outbox.js';
import { reminderMail } from '../lib/mail/templates.js';
import { isDueForAutoReminder, REMINDER_WINDOW_MS } from './reminder-rules.js';

// One outbox id per booking: even a second run that got past the flag could not queue it twice.
export const autoReminderMailId = (bookingId: string) => `${bookingId}-auto-reminder`;

/**
 * Queues the automatic reminder for every booking that is due (see isDueForAutoReminder)
 * and sets its autoReminderSentAt in the same transaction. Returns the booking ids reminded.
 */
export async function sendDueReminders(now = Date.now()): Promise<string[]> {
  const candidates = (await listBookingsStartingBetween(now, now + REMINDER_WINDOW_MS)).filter(
    (b) => isDueForAutoReminder(b, now),
  );
  if (candidates.length === 0) return [];
  const links = await findPaymentLinks();
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

import type { Booking } from '../../domain/model.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { deliverSoon } from '../../lib/mail/delivery.js';
import { newMailId } from '../../lib/mail/mail.repository.js';
import { pendingMail } from '../../lib/mail/outbox.js';
import { reminderMail } from '../../lib/mail/templates.js';
import { findPaymentLinks } from '../content/content.repository.js';
import { paymentLinkFor } from '../content/content.service.js';
import { writeReminder } from './reminders.repository.js';

export const REMINDER_ERRORS = {
  unknown: 'There is no booking with this id',
  noEmail: 'This booking has no email address, so a reminder cannot be sent',
} as const;

/** POST /api/send_booking_reminder: queues the reminder email and records reminderSentAt. */
export async function sendBookingReminder(bookingId: string, now = Date.now()): Promise<Booking> {
  const links = await findPaymentLinks();
  const { booking, mail } = await writeReminder(bookingId, (stored) => {
    if (!stored) throw notFound(REMINDER_ERRORS.unknown);
    const outgoing = reminderMail(
      { booking: stored, paymentLink: paymentLinkFor(links, stored.guests) },
      now,
    );
    if (!outgoing)
      throw badRequest(REMINDER_ERRORS.noEmail, { bookingId: REMINDER_ERRORS.noEmail });
    const mail = { id: newMailId(), doc: pendingMail(outgoing, now) };
    return {
      result: { booking: { ...stored, reminderSentAt: now }, mail },
      write: { mail, sent: { reminderSentAt: now } },
    };
  });
  await deliverSoon([mail]);
  return booking;
}

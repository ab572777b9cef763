import type { ReminderInput } from '@domain/admin-booking';
import { newBookingId } from '@domain/ids';
import { adminApi } from '../../../../lib/auth';

/**
 * POST /api/send_booking_reminder. Each call is one click with its own request id: a retry of
 * the same request (adminApi's retry with a refreshed token) finds its reminder already sent.
 * A workshop that has started, or a cancelled booking, is refused (409) with the reason.
 */
export const sendBookingReminder = (bookingId: string) =>
  adminApi<'post /api/send_booking_reminder'>('send_booking_reminder', {
    method: 'POST',
    body: { bookingId, requestId: newBookingId() } satisfies ReminderInput,
  });

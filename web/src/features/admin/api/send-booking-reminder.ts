import type { ReminderInput } from '@domain/admin-booking';
import type { Booking } from '@domain/model';
import { adminApi } from '../../../lib/auth';

export const sendBookingReminder = (body: ReminderInput) =>
  adminApi<Booking>('send_booking_reminder', { method: 'POST', body });

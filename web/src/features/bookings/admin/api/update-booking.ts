import type { UpdateBookingInput } from '@domain/admin-booking';
import type { Booking } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

export const updateBooking = (body: UpdateBookingInput) =>
  adminApi<Booking>('update_booking', { method: 'POST', body });

import type { CancelBookingInput } from '@domain/admin-booking';
import type { Booking } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

export const cancelBooking = (body: CancelBookingInput) =>
  adminApi<Booking>('cancel_booking', { method: 'POST', body });

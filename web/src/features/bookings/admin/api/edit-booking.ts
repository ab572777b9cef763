import type { EditBookingInput } from '@domain/admin-booking';
import type { Booking } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

/** Only the fields sent change; a phone number sent as '' is removed. */
export const editBooking = (body: EditBookingInput) =>
  adminApi<Booking>('edit_booking', { method: 'POST', body });

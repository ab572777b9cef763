import type { EditBookingInput } from '@domain/admin-booking';
import { adminApi } from '../../../../lib/auth';

/** Only the fields sent change; a phone number sent as '' is removed. */
export const editBooking = (body: EditBookingInput) =>
  adminApi<'post /api/edit_booking'>('edit_booking', { method: 'POST', body });

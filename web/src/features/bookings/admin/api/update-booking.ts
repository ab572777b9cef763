import type { UpdateBookingInput } from '@domain/admin-booking';
import { adminApi } from '../../../../lib/auth';

export const updateBooking = (body: UpdateBookingInput) =>
  adminApi<'post /api/update_booking'>('update_booking', { method: 'POST', body });

import type { CancelBookingInput } from '@domain/admin-booking';
import { adminApi } from '../../../../lib/auth';

export const cancelBooking = (body: CancelBookingInput) =>
  adminApi<'post /api/cancel_booking'>('cancel_booking', { method: 'POST', body });

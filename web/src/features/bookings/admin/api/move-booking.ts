import type { MoveBookingInput } from '@domain/admin-booking';
import { adminApi } from '../../../../lib/auth';

/** 409 with the places left when the new date has too few. */
export const moveBooking = (body: MoveBookingInput) =>
  adminApi<'post /api/move_booking'>('move_booking', { method: 'POST', body });

import type { AddOtherWayBookingInput } from '@domain/admin-booking';
import type { Booking } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

export const addOtherWayBooking = (body: AddOtherWayBookingInput) =>
  adminApi<Booking>('add_new_other_method_booking', { method: 'POST', body });

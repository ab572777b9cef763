import type { AddOtherWayBookingInput } from '@domain/admin-booking';
import { adminApi } from '../../../../lib/auth';

export const addOtherWayBooking = (body: AddOtherWayBookingInput) =>
  adminApi<'post /api/add_new_other_method_booking'>('add_new_other_method_booking', {
    method: 'POST',
    body,
  });

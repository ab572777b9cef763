import type { SaveBookingBody } from '@domain/booking';
import type { BookingAnswer } from '@domain/contracts/bookings';
import { api } from '../../../lib/api-client';

export function saveBooking(body: SaveBookingBody): Promise<BookingAnswer> {
  return api<'post /api/save_booking'>('save_booking', { method: 'POST', body });
}

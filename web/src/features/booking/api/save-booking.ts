import type { SaveBookingBody } from '@domain/booking';
import type { Booking } from '@domain/model';
import { api } from '../../../lib/api-client';

export interface SaveBookingResponse {
  booking: Booking;
  paymentLink: string | null;
}

export function saveBooking(body: SaveBookingBody): Promise<SaveBookingResponse> {
  return api<SaveBookingResponse>('save_booking', { method: 'POST', body });
}

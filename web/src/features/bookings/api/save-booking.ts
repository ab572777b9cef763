import type { SaveBookingBody } from '@domain/booking';
import type { Booking } from '@domain/model';
import { api } from '../../../lib/api-client';

/** What booking answers (save_booking, and a claimed waiting-list offer). */
export interface SaveBookingResponse {
  booking: Booking;
  paymentLink: string | null;
  /** The short reference the visitor quotes ("7K3Q-PXW2"); the id is never shown. */
  reference: string | null;
  /** The visitor's own page for the booking: /manage_booking/{token}. */
  manageUrl: string | null;
}

export function saveBooking(body: SaveBookingBody): Promise<SaveBookingResponse> {
  return api<SaveBookingResponse>('save_booking', { method: 'POST', body });
}

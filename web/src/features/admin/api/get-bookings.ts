import type { Booking } from '@domain/model';
import { adminQuery } from './admin-query';

/** GET /api/bookings: bookings for workshops from today on, sorted by date. */
export const bookingsQuery = adminQuery<Booking[]>('bookings');

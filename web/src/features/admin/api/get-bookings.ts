import type { Booking } from '@domain/model';
import { adminApi } from '../../../lib/auth';

/** Bookings for workshops from today on, sorted by date. */
export const getBookings = (signal?: AbortSignal) => adminApi<Booking[]>('bookings', { signal });

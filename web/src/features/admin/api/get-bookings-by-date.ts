import type { Booking } from '@domain/model';
import { bothQuery } from './admin-query';
import { type BookingsFilter, bookingsQuery } from './get-bookings';
import { type ScheduledWorkshopRow, scheduledWorkshopsQuery } from './get-scheduled-workshops';

export type BookingsByDate = [Booking[], ScheduledWorkshopRow[]];

/** The bookings with the dates from today on (their places left), read together. */
export const bookingsByDateQuery = (filter: BookingsFilter = {}) =>
  bothQuery(bookingsQuery(filter), scheduledWorkshopsQuery);

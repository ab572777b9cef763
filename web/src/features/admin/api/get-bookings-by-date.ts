import type { Booking } from '@domain/model';
import type { QueryDef } from '../../../lib/query-cache';
import { bookingsQuery } from './get-bookings';
import { type ScheduledWorkshopRow, scheduledWorkshopsQuery } from './get-scheduled-workshops';

export type BookingsByDate = [Booking[], ScheduledWorkshopRow[]];

/** The bookings with the dates they are for (places left), read together. */
export const bookingsByDateQuery: QueryDef<BookingsByDate> = {
  key: `${bookingsQuery.key}+${scheduledWorkshopsQuery.key}`,
  staleMs: 0,
  fetch: (signal, options) =>
    Promise.all([
      bookingsQuery.fetch(signal, options),
      scheduledWorkshopsQuery.fetch(signal, options),
    ]),
};

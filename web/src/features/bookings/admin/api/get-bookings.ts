import type { BookingsQuery } from '@domain/admin-booking';
import { adminQuery, withParams } from '../../../../lib/admin/admin-query';

export type BookingsFilter = Partial<BookingsQuery>;

/**
 * GET /api/bookings: by default the booked bookings for workshops from today on, sorted by
 * date; `status`, `from`/`to` (London days), a search `q` (which also finds past ones) and how
 * the payment stands (`payment`).
 */
export const bookingsQuery = (filter: BookingsFilter = {}) =>
  adminQuery<'get /api/bookings'>(
    withParams('bookings', {
      status: filter.status === 'booked' ? undefined : filter.status,
      from: filter.from,
      to: filter.to,
      q: filter.q?.trim(),
      payment: filter.payment,
    }),
  );

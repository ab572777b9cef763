import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/bookings?status=refund_due: cancelled paid bookings whose money is still to go back. */
export const refundsDueQuery = adminQuery<'get /api/bookings'>('bookings?status=refund_due');

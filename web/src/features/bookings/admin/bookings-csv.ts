import type { Booking } from '@domain/model';
import { attendanceLabel } from '@domain/attendance';
import { paymentLabel } from '@domain/payment';
import { londonSortableDateTime } from '../../../lib/admin/staff-times';
import { whenLabel } from '@domain/wording';
import { type CsvColumn, toCsv } from '../../../lib/admin/csv';

/** What was paid in money (card, link or by hand): nothing until it is marked paid. */
export const paidPounds = (b: Booking) => (b.payed ? (b.amountDue ?? b.total_price) : 0);

const columns: CsvColumn<Booking>[] = [
  // The short reference customers quote (docs/product.md#self-service).
  { header: 'Reference', value: (b) => b.reference ?? '' },
  { header: 'Workshop', value: (b) => b.workshop_name },
  { header: 'Date', value: (b) => whenLabel(b) },
  { header: 'Name', value: (b) => b.name },
  { header: 'Email', value: (b) => b.email },
  { header: 'Phone', value: (b) => b.mobileNumber || b.contactNumber || '' },
  { header: 'Guests', value: (b) => b.guests },
  { header: 'Total (GBP)', value: (b) => b.total_price.toFixed(2) },
  { header: 'Paid', value: (b) => (b.payed ? 'Yes' : 'No') },
  { header: 'Payment', value: (b) => paymentLabel(b) },
  { header: 'Booked', value: (b) => (b.source === 'other' ? 'By staff' : 'Online') },
  { header: 'Booked at', value: (b) => londonSortableDateTime(b.createdAt) },
  {
    header: 'Reminder sent',
    value: (b) =>
      londonSortableDateTime(
        Math.max(b.reminderSentAt ?? 0, b.autoReminderSentAt ?? 0) || undefined,
      ),
  },
  { header: 'Booking id', value: (b) => b.id },
  // Pricing (docs/product.md#pricing): bookings from before discount codes have no full price
  // stored; theirs is their total.
  { header: 'Full price (GBP)', value: (b) => (b.fullPrice ?? b.total_price).toFixed(2) },
  { header: 'Discount (GBP)', value: (b) => (b.discount?.amount ?? 0).toFixed(2) },
  { header: 'Discount code', value: (b) => b.discount?.code ?? '' },
  // The part paid from a gift voucher, and its code (docs/product.md#gift-vouchers).
  { header: 'Voucher (GBP)', value: (b) => (b.voucher?.amount ?? 0).toFixed(2) },
  { header: 'Voucher code', value: (b) => b.voucher?.code ?? '' },
  { header: 'Paid (GBP)', value: (b) => paidPounds(b).toFixed(2) },
  // From the class register: yes, no-show, or empty when not marked (docs/product.md#attendance).
  { header: 'Attended', value: (b) => attendanceLabel(b) },
];

export const bookingsCsv = (bookings: readonly Booking[]) => toCsv(columns, bookings);

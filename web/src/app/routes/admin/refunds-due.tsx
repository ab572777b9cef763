import type { Booking } from '@domain/model';
import { formatPrice } from '@domain/price';
import { whenLabel } from '@domain/wording';
import { DataTable, num } from '../../../components/data-table';
import { refundsDueQuery } from '../../../features/bookings/admin/api/get-refunds-due';
import { markRefunded } from '../../../features/bookings/admin/api/mark-refunded';
import { ActionName } from '../../../components/admin/action-name';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { useRowAction } from '../../../lib/admin/use-row-action';
import { londonDayTime } from '../../../lib/admin/staff-times';
import { useQuery } from '../../../lib/use-query';
import { EmailLink } from '../../../components/admin/email-link';

const cancelledBy = { visitor: 'by the visitor', staff: 'by staff' } as const;

export default function RefundsDue() {
  const query = useQuery(refundsDueQuery);
  const { busy, message, run } = useRowAction(query.refetch);

  const refunded = (booking: Booking) => {
    const what = `the refund of ${formatPrice(booking.total_price)} to ${booking.name}`;
    void run(
      booking.id,
      async () => {
        await markRefunded(booking.id);
        return `Marked ${what} as made.`;
      },
      `Could not mark ${what} as made`,
    );
  };

  return (
    <AdminListPage
      title="Refunds due"
      lede={
        <>
          Cancelled bookings that were paid some other way (a payment link or by hand): refund each
          one, then mark it refunded.
          <br />
          <span className="muted">
            Card payments go back through Stripe by themselves when a booking is cancelled, so they
            are not listed here.
          </span>
        </>
      }
      query={query}
      result={message}
      what="the refunds due"
      empty="No refunds are due."
    >
      {(bookings) => (
        <DataTable
          label="Cancelled paid bookings to refund"
          columns={[
            'Name',
            'Email',
            'Workshop',
            num('Paid'),
            'Reference',
            'Cancelled (UK time)',
            'Actions',
          ]}
        >
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <th scope="row">{booking.name}</th>
              <td>{booking.email && <EmailLink email={booking.email} />}</td>
              <td>
                {booking.workshop_name}
                <br />
                <small className="muted">{whenLabel(booking)}</small>
              </td>
              <td className="num">{formatPrice(booking.total_price)}</td>
              <td>{booking.reference ?? '—'}</td>
              <td>
                {londonDayTime(booking.cancelledAt)}
                {booking.cancelledBy && (
                  <>
                    <br />
                    <small className="muted">{cancelledBy[booking.cancelledBy]}</small>
                  </>
                )}
              </td>
              <td>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy !== undefined}
                  aria-busy={busy === booking.id}
                  onClick={() => refunded(booking)}
                >
                  <ActionName action="Mark refunded" of={booking.name} />
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </AdminListPage>
  );
}

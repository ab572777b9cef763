import { useId } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@domain/model';
import { formatPrice } from '@domain/price';
import { DataTable, num } from '../../../components/data-table';
import { SummaryList } from '../../../components/summary-list';
import { paths } from '../../../config/paths';
import { localDateTime } from '../admin-dates';
import type { DateGroup } from '../booking-groups';

export type Pending = Record<string, 'paying' | 'reminding' | undefined>;

interface BookingDateGroupProps {
  group: DateGroup;
  pending: Pending;
  onMarkPaid: (booking: Booking) => void;
  onSendReminder: (booking: Booking) => void;
}

function Reminder({ booking }: { booking: Booking }) {
  if (!booking.reminderSentAt && !booking.autoReminderSentAt)
    return <span className="muted">Not sent</span>;
  return (
    <>
      {booking.reminderSentAt && <span>Sent {localDateTime(booking.reminderSentAt)}</span>}
      {booking.reminderSentAt && booking.autoReminderSentAt && <br />}
      {booking.autoReminderSentAt && (
        <span>Automatic {localDateTime(booking.autoReminderSentAt)}</span>
      )}
    </>
  );
}

export function BookingDateGroup({
  group,
  pending,
  onMarkPaid,
  onSendReminder,
}: BookingDateGroupProps) {
  const headingId = useId();
  const { totals } = group;
  return (
    <section className="card admin-date-group" aria-labelledby={headingId}>
      <div className="admin-date-group__head">
        <div>
          <h2 id={headingId} className="admin-type-row__title">
            {group.workshopName} · {group.when}
          </h2>
        </div>
        <Link className="button button--ghost no-print" to={paths.admin.classRegister.to(group.id)}>
          Class register
          <span className="visually-hidden">
            {' '}
            for {group.workshopName} on {group.when}
          </span>
        </Link>
      </div>
      <SummaryList
        className="admin-totals"
        rows={[
          ['Bookings', totals.bookings],
          ['Guests', totals.guests],
          ['Total', formatPrice(totals.total)],
          ['Unpaid', formatPrice(totals.unpaid)],
          [
            'Places left',
            group.placesLeft === undefined
              ? 'unknown'
              : `${group.placesLeft} of ${group.places ?? '?'}`,
          ],
        ]}
      />
      <DataTable
        label={`Bookings for ${group.workshopName} on ${group.when}`}
        columns={['Name', 'Contact', num('Guests'), num('Total'), 'Paid', 'Reminder', 'Actions']}
      >
        {group.bookings.map((booking) => {
          const busy = pending[booking.id];
          return (
            <tr key={booking.id}>
              <th scope="row">
                {booking.name || <span className="muted">(no name)</span>}
                {booking.source === 'other' && <small className="muted"> · by staff</small>}
              </th>
              <td>
                {booking.email && <a href={`mailto:${booking.email}`}>{booking.email}</a>}
                {booking.email && <br />}
                {booking.mobileNumber || booking.contactNumber}
              </td>
              <td className="num">{booking.guests}</td>
              <td className="num">{formatPrice(booking.total_price)}</td>
              <td>{booking.payed ? 'Paid' : 'Unpaid'}</td>
              <td>
                <Reminder booking={booking} />
              </td>
              <td>
                <div className="cluster">
                  {!booking.payed && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busy !== undefined}
                      aria-busy={busy === 'paying'}
                      onClick={() => onMarkPaid(booking)}
                    >
                      Mark Payed
                    </button>
                  )}
                  <button
                    type="button"
                    className="button"
                    disabled={busy !== undefined || !booking.email}
                    aria-busy={busy === 'reminding'}
                    title={booking.email ? undefined : 'This booking has no email address'}
                    onClick={() => onSendReminder(booking)}
                  >
                    Send reminder
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}

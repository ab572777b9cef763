import { isBooked } from '@domain/places';
import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { Link, useParams } from 'react-router';
import { formatPrice } from '@domain/price';
import { DataTable, num } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import type { Booking } from '@domain/model';
import { bookingsQuery } from '../../../features/bookings/admin/api/get-bookings';
import { scheduledWorkshopsListQuery } from '../../../features/schedule/admin/api/get-scheduled-workshops-list';
import { bothQuery } from '../../../lib/admin/admin-query';
import { whenLabel } from '@domain/wording';
import { AdminPage } from '../../../components/admin/admin-page';
import { useQuery } from '../../../lib/use-query';

export default function ClassRegister() {
  const { id = '' } = useParams();
  const query = useQuery(bothQuery(bookingsQuery(), scheduledWorkshopsListQuery));
  if (query.status === 'ready') return <Register id={id} data={query.data} />;
  // The register's title names the workshop, so until it is loaded the page has a plain one.
  return (
    <AdminPage title="Class register">
      <QueryView query={query} what="the register">
        {() => null}
      </QueryView>
    </AdminPage>
  );
}

function Register({
  id,
  data: [allBookings, dates],
}: {
  id: string;
  data: [Booking[], ScheduledWorkshopRow[]];
}) {
  const date = dates.find((d) => d.id === id);
  // Only bookings that are booked: one still waiting for its card payment is not coming yet.
  const bookings = allBookings
    .filter((b) => b.scheduled_workshop_id === id && isBooked(b))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const name = date?.workshop_name ?? bookings[0]?.workshop_name;
  const when = date ? whenLabel(date) : bookings[0] ? whenLabel(bookings[0]) : '';

  if (!name) {
    return (
      <AdminPage title="Class register">
        <p className="empty-state">
          There is no workshop from today on with this id.{' '}
          <Link to={paths.admin.scheduledWorkshopList}>See the scheduled workshops</Link>.
        </p>
      </AdminPage>
    );
  }

  const guests = bookings.reduce((sum, b) => sum + b.guests, 0);
  return (
    <AdminPage
      title={`Class register: ${name}`}
      lede={when}
      actions={
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print
        </button>
      }
    >
      {bookings.length === 0 ? (
        <p className="empty-state">Nobody has booked this date yet.</p>
      ) : (
        <DataTable
          label="Class register"
          columns={[
            'Name',
            num('Guests'),
            'Contact',
            'Paid',
            { label: 'Here', className: 'admin-register__tick' },
          ]}
          className="register"
          foot={
            <tr>
              <th scope="row">Total</th>
              <td className="num">{guests}</td>
              <td colSpan={3}>
                {date ? `${date.guest_slots_remaining} of ${date.guests} spaces left` : ''}
              </td>
            </tr>
          }
        >
          {bookings.map((b) => (
            <tr key={b.id}>
              <th scope="row">{b.name}</th>
              <td className="num">{b.guests}</td>
              <td>{b.mobileNumber || b.contactNumber || b.email}</td>
              <td>{b.payed ? 'Paid' : `Unpaid (${formatPrice(b.total_price)})`}</td>
              <td className="admin-register__tick" />
            </tr>
          ))}
        </DataTable>
      )}
    </AdminPage>
  );
}

import { Link, useParams } from 'react-router';
import { formatPrice } from '@domain/price';
import { paths } from '../../../config/paths';
import { getBookings } from '../../../features/admin/api/get-bookings';
import { getScheduledWorkshops } from '../../../features/admin/api/get-scheduled-workshops';
import { whenText } from '../../../features/admin/booking-groups';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { LoadFailed, Loading } from '../../../features/admin/components/loading';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

const loadRegister = (signal: AbortSignal) =>
  Promise.all([getBookings(signal), getScheduledWorkshops(signal)]);

export default function ClassRegister() {
  const { id = '' } = useParams();
  const { query, reload } = useAdminQuery(loadRegister);

  if (query.status !== 'ready') {
    return (
      <AdminPage title="Class register">
        {query.status === 'loading' ? (
          <Loading label="Loading the register..." />
        ) : (
          <LoadFailed message={query.error} onRetry={reload} />
        )}
      </AdminPage>
    );
  }

  const [allBookings, dates] = query.data;
  const date = dates.find((d) => d.id === id);
  const bookings = allBookings
    .filter((b) => b.scheduled_workshop_id === id)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const name = date?.workshop_name ?? bookings[0]?.workshop_name;
  const when = date ? whenText(date) : bookings[0] ? whenText(bookings[0]) : '';

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
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Class register">
          <table className="table register">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="num">
                  Guests
                </th>
                <th scope="col">Contact</th>
                <th scope="col">Paid</th>
                <th scope="col" className="admin-register__tick">
                  Here
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.name}</th>
                  <td className="num">{b.guests}</td>
                  <td>{b.mobileNumber || b.contactNumber || b.email}</td>
                  <td>{b.payed ? 'Paid' : `Unpaid (${formatPrice(b.total_price)})`}</td>
                  <td className="admin-register__tick" />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="num">{guests}</td>
                <td colSpan={3}>
                  {date ? `${date.guest_slots_remaining} of ${date.guests} places left` : ''}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </AdminPage>
  );
}

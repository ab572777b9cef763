import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getScheduledWorkshops } from '../../../features/admin/api/get-scheduled-workshops';
import { whenText } from '../../../features/admin/booking-groups';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { LoadFailed, Loading } from '../../../features/admin/components/loading';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

export default function ScheduledWorkshopList() {
  const { query, reload } = useAdminQuery(getScheduledWorkshops);
  return (
    <AdminPage
      title="Scheduled workshops"
      lede="Every date from today on, with places booked and left."
      actions={
        <Link className="button" to={paths.admin.addWorkshop}>
          Schedule a workshop
        </Link>
      }
    >
      {query.status === 'loading' && <Loading label="Loading scheduled workshops..." />}
      {query.status === 'error' && <LoadFailed message={query.error} onRetry={reload} />}
      {query.status === 'ready' &&
        (query.data.length === 0 ? (
          <p className="empty-state">Unfortunately there are no planned workshops.</p>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Scheduled workshops">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Workshop</th>
                  <th scope="col">Date</th>
                  <th scope="col" className="num">
                    Places
                  </th>
                  <th scope="col" className="num">
                    Booked
                  </th>
                  <th scope="col" className="num">
                    Left
                  </th>
                  <th scope="col">Register</th>
                </tr>
              </thead>
              <tbody>
                {query.data.map((d) => (
                  <tr key={d.id}>
                    <th scope="row">{d.workshop_name}</th>
                    <td>{whenText(d)}</td>
                    <td className="num">{d.guests}</td>
                    <td className="num">{d.guests - d.guest_slots_remaining}</td>
                    <td className="num">
                      {d.guest_slots_remaining > 0
                        ? d.guest_slots_remaining
                        : d.guest_slots_remaining < 0
                          ? `Full (${-d.guest_slots_remaining} over)`
                          : 'Full'}
                    </td>
                    <td>
                      <Link to={paths.admin.classRegister.to(d.id)}>
                        Register
                        <span className="visually-hidden">
                          {' '}
                          for {d.workshop_name} on {whenText(d)}
                        </span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </AdminPage>
  );
}

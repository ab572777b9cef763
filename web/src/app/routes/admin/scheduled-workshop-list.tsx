import { Link } from 'react-router';
import { DataTable, num } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { NO_PLANNED } from '../../../config/messages';
import { scheduledWorkshopsQuery } from '../../../features/admin/api/get-scheduled-workshops';
import { whenLabel } from '@domain/wording';
import { AdminQueryPage } from '../../../features/admin/components/admin-page';

export default function ScheduledWorkshopList() {
  return (
    <AdminQueryPage
      title="Scheduled workshops"
      lede="Every date from today on, with places booked and left."
      actions={
        <Link className="button" to={paths.admin.addWorkshop}>
          Schedule a workshop
        </Link>
      }
      query={scheduledWorkshopsQuery}
      what="the scheduled workshops"
      empty={NO_PLANNED}
    >
      {(dates) => (
        <DataTable
          label="Scheduled workshops"
          columns={['Workshop', 'Date', num('Places'), num('Booked'), num('Left'), 'Register']}
        >
          {dates.map((d) => (
            <tr key={d.id}>
              <th scope="row">{d.workshop_name}</th>
              <td>{whenLabel(d)}</td>
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
                    for {d.workshop_name} on {whenLabel(d)}
                  </span>
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </AdminQueryPage>
  );
}

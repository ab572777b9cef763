import type { DateCancellation } from '@domain/contracts/bookings';
import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { useState } from 'react';
import { Link } from '../../../components/link';
import { isCancelledDate, isClosed } from '@domain/places';
import { FULLY_BOOKED, whenLabel } from '@domain/wording';
import { DataTable, num } from '../../../components/data-table';
import { FormStatus } from '../../../components/form/form-status';
import { QueryView } from '../../../components/query-view';
import { NO_PLANNED } from '../../../config/messages';
import { adminPaths } from '../../../config/admin-paths';
import { scheduledWorkshopsListQuery } from '../../../features/schedule/admin/api/get-scheduled-workshops-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { CancelDateDialog } from '../../../features/schedule/admin/components/cancel-date-dialog';
import { EditDateDialog } from '../../../features/schedule/admin/components/edit-date-dialog';
import { RefundsDue } from '../../../features/schedule/admin/components/refunds-due';
import { useRefocus } from '../../../lib/admin/use-refocus';
import { useQuery } from '../../../lib/use-query';

const left = (d: ScheduledWorkshopRow) =>
  d.guest_slots_remaining > 0
    ? d.guest_slots_remaining
    : d.guest_slots_remaining < 0
      ? `${FULLY_BOOKED} (${-d.guest_slots_remaining} over)`
      : FULLY_BOOKED;

const state = (d: ScheduledWorkshopRow) =>
  isCancelledDate(d) ? 'Cancelled' : isClosed(d) ? 'Closed' : 'Taking bookings';

export default function ScheduledWorkshopList() {
  const query = useQuery(scheduledWorkshopsListQuery);
  const [message, setMessage] = useState('');
  const [dialog, setDialog] = useState<{ kind: 'edit' | 'cancel'; date: ScheduledWorkshopRow }>();
  const [cancelled, setCancelled] = useState<{
    date: ScheduledWorkshopRow;
    result: DateCancellation;
  }>();
  const { target: focusRef, arm: armRefocus } = useRefocus<HTMLDivElement>(
    query.status === 'ready' ? query.data : undefined,
  );

  function done(text: string) {
    setDialog(undefined);
    setMessage(text);
    armRefocus();
    query.refetch();
  }

  return (
    <AdminPage
      title="Scheduled workshops"
      lede="Every date from today on, with places booked and left. Edit a date’s day, time or places, or cancel it."
      actions={
        <Link className="button" to={adminPaths.addWorkshop}>
          Schedule a workshop
        </Link>
      }
    >
      <div ref={focusRef} tabIndex={-1}>
        <FormStatus success={message} error="" />
      </div>
      {cancelled && <RefundsDue date={cancelled.date} result={cancelled.result} />}
      <QueryView
        query={query}
        what="the scheduled workshops"
        empty={<p className="empty-state">{NO_PLANNED}</p>}
      >
        {(dates) => (
          <DataTable
            label="Scheduled workshops"
            columns={[
              'Workshop',
              'Date',
              num('Places'),
              num('Booked'),
              num('Left'),
              'Status',
              'Register',
              'Actions',
            ]}
          >
            {dates.map((d) => {
              const on = !isCancelledDate(d);
              const named = ` for ${d.workshop_name} on ${whenLabel(d)}`;
              return (
                <tr key={d.id}>
                  <th scope="row">{d.workshop_name}</th>
                  <td>{whenLabel(d)}</td>
                  <td className="num">{d.guests}</td>
                  <td className="num">{d.guests - d.guest_slots_remaining}</td>
                  <td className="num">{on ? left(d) : '—'}</td>
                  <td>
                    {on ? state(d) : <span className="badge">Cancelled</span>}
                    {d.cancelReason && <small className="muted"> · {d.cancelReason}</small>}
                  </td>
                  <td>
                    {on && (
                      <Link to={adminPaths.classRegister.to(d.id)}>
                        Register<span className="visually-hidden">{named}</span>
                      </Link>
                    )}
                  </td>
                  <td>
                    {on && (
                      <div className="cluster admin-actions">
                        <button
                          type="button"
                          className="button"
                          onClick={() => setDialog({ kind: 'edit', date: d })}
                        >
                          Edit<span className="visually-hidden">{named}</span>
                        </button>
                        <button
                          type="button"
                          className="button button--danger"
                          onClick={() => setDialog({ kind: 'cancel', date: d })}
                        >
                          Cancel date<span className="visually-hidden">{named}</span>
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </QueryView>
      {dialog?.kind === 'edit' && (
        <EditDateDialog date={dialog.date} onDismiss={() => setDialog(undefined)} onDone={done} />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelDateDialog
          date={dialog.date}
          onDismiss={() => setDialog(undefined)}
          onDone={(text, result) => {
            setCancelled({ date: dialog.date, result });
            done(text);
          }}
        />
      )}
    </AdminPage>
  );
}

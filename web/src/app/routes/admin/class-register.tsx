import { useState } from 'react';
import { attendanceOpen, attendanceOf, ATTENDANCE_MESSAGES } from '@domain/attendance';
import { isBooked } from '@domain/places';
import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { useParams } from 'react-router';
import { Link } from '../../../components/link';
import { formatPrice } from '@domain/price';
import { DataTable, num } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { adminPaths } from '../../../config/admin-paths';
import type { Booking } from '@domain/model';
import { bookingsQuery } from '../../../features/bookings/admin/api/get-bookings';
import {
  markAllPresent,
  markAttendance,
} from '../../../features/bookings/admin/api/mark-attendance';
import { FormStatus } from '../../../components/form/form-status';
import { ApiError } from '../../../lib/api-client';
import { ActionName } from '../../../components/admin/action-name';
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
  // Marks made here, over the list as loaded (the server's answer to each tap).
  const [marks, setMarks] = useState<Record<string, boolean | undefined>>({});
  const [busy, setBusy] = useState<string>();
  const [message, setMessage] = useState({ success: '', error: '' });
  // When the page opened: the register opens for marking on the workshop's London day.
  const [openedAt] = useState(() => Date.now());
  // Only bookings that are booked: one still waiting for its card payment is not coming yet.
  const bookings = allBookings
    .filter((b) => b.scheduled_workshop_id === id && isBooked(b))
    .map((b) => (b.id in marks ? { ...b, attended: marks[b.id] } : b))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const name = date?.workshop_name ?? bookings[0]?.workshop_name;
  const when = date ? whenLabel(date) : bookings[0] ? whenLabel(bookings[0]) : '';

  if (!name) {
    return (
      <AdminPage title="Class register">
        <p className="empty-state">
          There is no workshop from today on with this id.{' '}
          <Link to={adminPaths.scheduledWorkshopList}>See the scheduled workshops</Link>.
        </p>
      </AdminPage>
    );
  }

  const guests = bookings.reduce((sum, b) => sum + b.guests, 0);
  const startTime = date?.date_of_workshop ?? bookings[0]?.date_of_workshop ?? Infinity;
  const open = attendanceOpen(startTime, openedAt);
  const unmarked = bookings.filter((b) => b.attended === undefined).length;

  async function run(key: string, work: () => Promise<string>) {
    if (busy) return;
    setBusy(key);
    setMessage({ success: '', error: '' });
    try {
      setMessage({ success: await work(), error: '' });
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : 'Please try again.';
      setMessage({ success: '', error: `Could not save the register: ${reason}` });
    } finally {
      setBusy(undefined);
    }
  }

  const mark = (booking: Booking, attended: boolean) => {
    // Tapping the mark a booking already has takes it off (a wrong tap at the door).
    const next = booking.attended === attended ? null : attended;
    return run(booking.id, async () => {
      const saved = await markAttendance({ id: booking.id, attended: next });
      setMarks((m) => ({ ...m, [booking.id]: saved.attended }));
      const said = { attended: 'attended', no_show: 'a no-show', unmarked: 'not marked' };
      return `${booking.name}: ${said[attendanceOf(saved)]}.`;
    });
  };

  const allPresent = () =>
    run('all', async () => {
      const { marked } = await markAllPresent({ scheduled_workshop_id: id });
      setMarks((m) => ({ ...m, ...Object.fromEntries(marked.map((b) => [b.id, true])) }));
      return marked.length === 1
        ? '1 booking marked attended.'
        : `${marked.length} bookings marked attended.`;
    });

  return (
    <AdminPage
      title={`Class register: ${name}`}
      lede={when}
      actions={
        <>
          {open && bookings.length > 0 && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy !== undefined || unmarked === 0}
              aria-busy={busy === 'all'}
              onClick={() => void allPresent()}
            >
              All present
            </button>
          )}
          <button type="button" className="button" onClick={() => window.print()}>
            Print
          </button>
        </>
      }
    >
      <FormStatus success={message.success} error={message.error} />
      {!open && bookings.length > 0 && (
        <p className="muted no-print">{ATTENDANCE_MESSAGES.notYet}.</p>
      )}
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
              <td className="admin-register__tick">
                {open && (
                  <div className="register-marks no-print">
                    <button
                      type="button"
                      className="button register-mark register-mark--attended"
                      aria-pressed={b.attended === true}
                      disabled={busy !== undefined}
                      onClick={() => void mark(b, true)}
                    >
                      <ActionName action="Attended" of={b.name} />
                    </button>
                    <button
                      type="button"
                      className="button register-mark register-mark--no-show"
                      aria-pressed={b.attended === false}
                      disabled={busy !== undefined}
                      onClick={() => void mark(b, false)}
                    >
                      <ActionName action="No-show" of={b.name} />
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </AdminPage>
  );
}

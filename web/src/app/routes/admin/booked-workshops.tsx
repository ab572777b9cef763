import { useState } from 'react';
import type { Booking } from '@domain/model';
import { FilterChips } from '../../../components/filter-chips';
import { FormStatus } from '../../../components/form/form-status';
import { QueryView } from '../../../components/query-view';
import { fileDate, localDateTime } from '../../../features/admin/admin-dates';
import { bookingsByDateQuery } from '../../../features/admin/api/get-bookings-by-date';
import { sendBookingReminder } from '../../../features/admin/api/send-booking-reminder';
import { updateBooking } from '../../../features/admin/api/update-booking';
import { groupBookings } from '../../../features/admin/booking-groups';
import { bookingsCsv } from '../../../features/admin/bookings-csv';
import { AdminPage } from '../../../features/admin/components/admin-page';
import {
  BookingDateGroup,
  type Pending,
} from '../../../features/admin/components/booking-date-group';
import { downloadCsv } from '../../../features/admin/csv';
import { ApiError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export default function BookedWorkshops() {
  const query = useQuery(bookingsByDateQuery);
  const [unpaidOnly, setUnpaidOnly] = useState(false);
  const [pending, setPending] = useState<Pending>({});
  const [message, setMessage] = useState({ success: '', error: '' });

  async function act(booking: Booking, kind: 'paying' | 'reminding') {
    if (pending[booking.id]) return;
    setPending((p) => ({ ...p, [booking.id]: kind }));
    setMessage({ success: '', error: '' });
    try {
      if (kind === 'paying') {
        await updateBooking({ id: booking.id, payed: true });
        setMessage({ success: `Marked ${booking.name}’s booking as paid.`, error: '' });
      } else {
        const sent = await sendBookingReminder({ bookingId: booking.id });
        setMessage({
          success: `Reminder sent to ${booking.email} at ${localDateTime(sent.reminderSentAt ?? Date.now())}.`,
          error: '',
        });
      }
      query.refetch();
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : 'Please try again.';
      setMessage({
        success: '',
        error:
          kind === 'paying'
            ? `Could not mark ${booking.name}’s booking as paid: ${reason}`
            : `Could not send the reminder to ${booking.email}: ${reason}`,
      });
    } finally {
      setPending(({ [booking.id]: _done, ...rest }) => rest);
    }
  }

  const bookings = query.status === 'ready' ? query.data[0] : [];
  const groups =
    query.status === 'ready' ? groupBookings(query.data[0], query.data[1], { unpaidOnly }) : [];
  const shown = groups.flatMap((g) => g.bookings);

  return (
    <AdminPage
      title="Booked workshops"
      lede="Bookings for workshops from today on, by date."
      actions={
        <button
          type="button"
          className="button"
          disabled={shown.length === 0}
          onClick={() =>
            downloadCsv(
              `bookings${unpaidOnly ? '-unpaid' : ''}-${fileDate()}.csv`,
              bookingsCsv(shown),
            )
          }
        >
          Export CSV
        </button>
      }
    >
      <FilterChips
        className="no-print"
        label="Show"
        options={[
          { value: 'all', label: 'All bookings' },
          { value: 'unpaid', label: 'Unpaid only' },
        ]}
        value={unpaidOnly ? 'unpaid' : 'all'}
        onChange={(shown) => setUnpaidOnly(shown === 'unpaid')}
      />
      <FormStatus success={message.success} error={message.error} />
      <QueryView
        query={query}
        what="the bookings"
        isEmpty={() => groups.length === 0}
        empty={
          <p className="empty-state">
            {unpaidOnly && bookings.length > 0
              ? 'Every booking from today on is paid.'
              : 'No bookings for workshops from today on.'}
          </p>
        }
      >
        {() => (
          <div className="stack stack--l">
            {groups.map((group) => (
              <BookingDateGroup
                key={group.id}
                group={group}
                pending={pending}
                onMarkPaid={(b) => void act(b, 'paying')}
                onSendReminder={(b) => void act(b, 'reminding')}
              />
            ))}
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}

import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Booking } from '@domain/model';
import { offersCard } from '@domain/payment';
import { isBooked } from '@domain/places';
import { formatPrice } from '@domain/price';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterChips } from '../../../components/filter-chips';
import { FormStatus } from '../../../components/form/form-status';
import { TextField } from '../../../components/form/text-field';
import { QueryView } from '../../../components/query-view';
import { londonNumericDateTime } from '../../../lib/admin/staff-times';
import { fileDate } from '../../../lib/admin/admin-dates';
import { scheduledWorkshopsListQuery } from '../../../features/schedule/admin/api/get-scheduled-workshops-list';
import { bothQuery } from '../../../lib/admin/admin-query';
import {
  type BookingsFilter,
  bookingsQuery,
} from '../../../features/bookings/admin/api/get-bookings';
import { sendBookingReminder } from '../../../features/bookings/admin/api/send-booking-reminder';
import { sendCardPaymentLink } from '../../../features/bookings/admin/api/send-card-payment-link';
import { paymentLinksQuery } from '../../../features/content/admin/api/payment-links';
import { updateBooking } from '../../../features/bookings/admin/api/update-booking';
import { groupBookings } from '../../../features/bookings/admin/booking-groups';
import {
  filterOf,
  PAYMENTS,
  viewOf,
  VIEWS,
  viewSummary,
} from '../../../features/bookings/admin/bookings-filter';
import { bookingsCsv } from '../../../features/bookings/admin/bookings-csv';
import { AdminPage } from '../../../components/admin/admin-page';
import {
  BookingDateGroup,
  type BookingDialog,
  type Pending,
} from '../../../features/bookings/admin/components/booking-date-group';
import { CancelBookingDialog } from '../../../features/bookings/admin/components/cancel-booking-dialog';
import { EditBookingDialog } from '../../../features/bookings/admin/components/edit-booking-dialog';
import { MoveBookingDialog } from '../../../features/bookings/admin/components/move-booking-dialog';
import { downloadCsv } from '../../../lib/admin/csv';
import { useRefocus } from '../../../lib/admin/use-refocus';
import { ApiError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

function SearchForm({
  params,
  onSearch,
}: {
  params: URLSearchParams;
  onSearch: (q: string) => void;
}) {
  const [q, setQ] = useState(params.get('q') ?? '');
  return (
    <form
      role="search"
      className="admin-search no-print"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(q.trim());
      }}
    >
      <TextField
        label="Search bookings"
        name="q"
        type="search"
        value={q}
        onChange={setQ}
        hint="A name, email address or booking reference; finds past bookings too"
      />
      <div className="cluster">
        <button type="submit" className="button button--primary">
          Search
        </button>
        {params.get('q') && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setQ('');
              onSearch('');
            }}
          >
            Clear search
          </button>
        )}
      </div>
    </form>
  );
}

function PastRangeForm({
  filter,
  onChange,
}: {
  filter: BookingsFilter;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const [range, setRange] = useState({ from: filter.from ?? '', to: filter.to ?? '' });
  return (
    <form
      className="admin-search no-print"
      aria-label="Dates of past bookings"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onChange(range);
      }}
    >
      <div className="form-row">
        <TextField
          label="From"
          name="from"
          type="date"
          value={range.from}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <TextField
          label="To"
          name="to"
          type="date"
          value={range.to}
          onChange={(to) => setRange((r) => ({ ...r, to }))}
        />
      </div>
      <button type="submit" className="button">
        Show these dates
      </button>
    </form>
  );
}

export default function BookedWorkshops() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const filter = filterOf(view, params);
  const query = useQuery(bothQuery(bookingsQuery(filter), scheduledWorkshopsListQuery));
  const settings = useQuery(paymentLinksQuery);
  const cardOffered = settings.status === 'ready' && offersCard(settings.data.methods);
  const [pending, setPending] = useState<Pending>({});
  const [message, setMessage] = useState({ success: '', error: '' });
  const [dialog, setDialog] = useState<{ kind: BookingDialog; booking: Booking }>();
  const [linkFor, setLinkFor] = useState<{ booking: Booking; error: string }>();
  const { target: focusRef, arm: armRefocus } = useRefocus<HTMLDivElement>(
    query.status === 'ready' ? query.data : undefined,
  );

  function show(next: Record<string, string>) {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) merged.set(name, value);
      else merged.delete(name);
    }
    setMessage({ success: '', error: '' });
    setParams(merged);
  }

  function done(text: string) {
    setDialog(undefined);
    setMessage({ success: text, error: '' });
    armRefocus();
    query.refetch();
  }

  async function act(booking: Booking, kind: 'paying' | 'unpaying' | 'reminding') {
    if (pending[booking.id]) return;
    setPending((p) => ({ ...p, [booking.id]: kind }));
    setMessage({ success: '', error: '' });
    try {
      if (kind === 'reminding') {
        const sent = await sendBookingReminder(booking.id);
        setMessage({
          success: `Reminder sent to ${booking.email} at ${londonNumericDateTime(sent.reminderSentAt ?? Date.now(), { zone: true })}.`,
          error: '',
        });
      } else {
        await updateBooking({ id: booking.id, payed: kind === 'paying' });
        setMessage({
          success: `Marked ${booking.name}’s booking as ${kind === 'paying' ? 'paid' : 'unpaid'}.`,
          error: '',
        });
      }
      query.refetch();
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : 'Please try again.';
      const what = {
        paying: `mark ${booking.name}’s booking as paid`,
        unpaying: `mark ${booking.name}’s booking as unpaid`,
        reminding: `send the reminder to ${booking.email}`,
      }[kind];
      setMessage({ success: '', error: `Could not ${what}: ${reason}` });
    } finally {
      setPending(({ [booking.id]: _done, ...rest }) => rest);
    }
  }

  async function sendCardLink(booking: Booking) {
    if (pending[booking.id]) return;
    setPending((p) => ({ ...p, [booking.id]: 'sendingCardLink' }));
    try {
      const sent = await sendCardPaymentLink(booking.id);
      setLinkFor(undefined);
      done(`Payment link sent to ${sent.email || booking.email}.`);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : 'Please try again.';
      setLinkFor({ booking, error: `Could not send the payment link: ${reason}` });
    } finally {
      setPending(({ [booking.id]: _done, ...rest }) => rest);
    }
  }

  const bookings = query.status === 'ready' ? query.data[0] : [];
  const dates = query.status === 'ready' ? query.data[1] : [];
  const groups = groupBookings(bookings, dates);
  // The export, like the class register, is of booked bookings only.
  const exported = groups.flatMap((g) => g.bookings).filter(isBooked);

  return (
    <AdminPage
      title="Booked workshops"
      lede={viewSummary(view, filter)}
      actions={
        <button
          type="button"
          className="button"
          disabled={exported.length === 0}
          onClick={() =>
            downloadCsv(
              `bookings${view === 'coming' ? '' : `-${view}`}${filter.payment ? `-${filter.payment.replace('_', '-')}` : ''}-${fileDate()}.csv`,
              bookingsCsv(exported),
            )
          }
        >
          Export CSV
        </button>
      }
    >
      <div className="admin-filters admin-filters--compact no-print">
        <FilterChips
          label="View"
          options={VIEWS}
          value={view}
          onChange={(next) => show({ view: next === 'coming' ? '' : next, from: '', to: '' })}
        />
        <SearchForm key={params.get('q') ?? ''} params={params} onSearch={(q) => show({ q })} />
        <FilterChips
          label="Payment"
          options={PAYMENTS}
          value={filter.payment ?? 'all'}
          onChange={(next) => show({ payment: next === 'all' ? '' : next })}
        />
        {view === 'past' && (
          <PastRangeForm key={`${filter.from}-${filter.to}`} filter={filter} onChange={show} />
        )}
      </div>
      <div ref={focusRef} tabIndex={-1}>
        <FormStatus success={message.success} error={message.error} />
      </div>
      <QueryView
        query={query}
        what="the bookings"
        isEmpty={() => groups.length === 0}
        empty={<p className="empty-state">{`No bookings found. ${viewSummary(view, filter)}`}</p>}
      >
        {() => (
          <div className="stack stack--l">
            {groups.map((group) => (
              <BookingDateGroup
                key={group.id}
                group={group}
                pending={pending}
                onSetPaid={(b, payed) => void act(b, payed ? 'paying' : 'unpaying')}
                onSendReminder={(b) => void act(b, 'reminding')}
                onOpen={(kind, booking) => setDialog({ kind, booking })}
                onSendCardLink={(booking) => setLinkFor({ booking, error: '' })}
                cardOffered={cardOffered}
                filtered={filter.payment !== undefined}
              />
            ))}
          </div>
        )}
      </QueryView>
      {linkFor && (
        <ConfirmDialog
          title="Send card payment link"
          description={
            <p>{`Email ${linkFor.booking.name} a link to pay ${formatPrice(linkFor.booking.total_price)} by card?`}</p>
          }
          confirm="Send payment link"
          dismiss="Don’t send"
          busy={pending[linkFor.booking.id] === 'sendingCardLink'}
          error={linkFor.error}
          onConfirm={() => void sendCardLink(linkFor.booking)}
          onDismiss={() => setLinkFor(undefined)}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelBookingDialog
          booking={dialog.booking}
          onDismiss={() => setDialog(undefined)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveBookingDialog
          booking={dialog.booking}
          dates={dates}
          onDismiss={() => setDialog(undefined)}
          onDone={done}
          onStale={query.refetch}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditBookingDialog
          booking={dialog.booking}
          onDismiss={() => setDialog(undefined)}
          onDone={done}
          onStale={query.refetch}
        />
      )}
    </AdminPage>
  );
}

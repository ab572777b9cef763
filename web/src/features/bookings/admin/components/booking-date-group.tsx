import { useId } from 'react';
import { Link } from '../../../../components/link';
import type { Booking } from '@domain/model';
import { paymentLabel, stripePaymentUrl } from '@domain/payment';
import { formatPrice } from '@domain/price';
import { DataTable, num } from '../../../../components/data-table';
import { SummaryList } from '../../../../components/summary-list';
import { adminPaths } from '../../../../config/admin-paths';
import { londonNumericDateTime } from '../../../../lib/admin/staff-times';
import type { DateGroup } from '../booking-groups';
import { rowActions, rowKindOf } from '../booking-row';
import { ActionName } from '../../../../components/admin/action-name';
import { EmailLink } from '../../../../components/admin/email-link';

export type Pending = Record<
  string,
  'paying' | 'unpaying' | 'reminding' | 'sendingCardLink' | undefined
>;

export type BookingDialog = 'cancel' | 'move' | 'edit';

const DIALOG_ACTIONS: Record<BookingDialog, string> = {
  edit: 'Edit',
  move: 'Move',
  cancel: 'Cancel',
};

export interface BookingActions {
  onSetPaid: (booking: Booking, payed: boolean) => void;
  onSendReminder: (booking: Booking) => void;
  onOpen: (dialog: BookingDialog, booking: Booking) => void;
  onSendCardLink: (booking: Booking) => void;
}

interface BookingDateGroupProps extends BookingActions {
  group: DateGroup;
  pending: Pending;
  /** The studio takes card payments (its payment settings offer card), so links can be sent. */
  cardOffered: boolean;
  /** The list is filtered by payment: the totals are of the bookings shown only. */
  filtered?: boolean;
}

function Reminder({ booking }: { booking: Booking }) {
  if (!booking.reminderSentAt && !booking.autoReminderSentAt)
    return <span className="muted">Not sent</span>;
  return (
    <>
      {booking.reminderSentAt && (
        <span>Sent {londonNumericDateTime(booking.reminderSentAt, { zone: true })}</span>
      )}
      {booking.reminderSentAt && booking.autoReminderSentAt && <br />}
      {booking.autoReminderSentAt && (
        <span>Automatic {londonNumericDateTime(booking.autoReminderSentAt, { zone: true })}</span>
      )}
    </>
  );
}

/** How it was paid, with the payment in Stripe's dashboard when it went through Stripe. */
function Payment({ booking, who }: { booking: Booking; who: string }) {
  const url = stripePaymentUrl(booking.card);
  return (
    <>
      <span>{paymentLabel(booking)}</span>
      {booking.voucher && booking.voucher.amount > 0 && (
        <>
          <br />
          <small className="muted">
            Gift voucher {booking.voucher.code}: {formatPrice(booking.voucher.amount)}
            {booking.amountDue ? `; ${formatPrice(booking.amountDue)} by card or link` : ''}
          </small>
        </>
      )}
      {url && (
        <>
          <br />
          <a href={url} target="_blank" rel="noopener noreferrer">
            View payment in Stripe<span className="visually-hidden"> for {who}</span> (opens in a
            new tab)
          </a>
        </>
      )}
    </>
  );
}

/** A hold that ended unpaid: shown like a cancelled booking, its places back on the date. */
function NotCompleted() {
  return (
    <p className="admin-cancelled">
      <span className="badge">Payment not completed</span> its places went back to the date
    </p>
  );
}

function Cancellation({ booking }: { booking: Booking }) {
  const by = booking.cancelledBy === 'visitor' ? 'by the visitor' : 'by staff';
  return (
    <p className="admin-cancelled">
      <span className="badge">Cancelled</span> {by}
      {booking.cancelledAt
        ? ` on ${londonNumericDateTime(booking.cancelledAt, { zone: true })}`
        : ''}
      {booking.cancelReason && (
        <>
          <br />
          Reason: {booking.cancelReason}
        </>
      )}
    </p>
  );
}

export function BookingDateGroup({
  group,
  pending,
  onSetPaid,
  onSendReminder,
  onOpen,
  onSendCardLink,
  cardOffered,
  filtered = false,
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
        <div className="cluster no-print">
          <Link className="button button--ghost" to={adminPaths.classRegister.to(group.id)}>
            Class register
            <span className="visually-hidden">
              {' '}
              for {group.workshopName} on {group.when}
            </span>
          </Link>
          <Link className="button button--ghost" to={adminPaths.messageClass.to(group.id)}>
            Message this class
            <span className="visually-hidden">
              {' '}
              of {group.workshopName} on {group.when}
            </span>
          </Link>
        </div>
      </div>
      {filtered && <p className="muted">The totals are of the bookings shown here.</p>}
      {totals.bookings > 0 && (
        <SummaryList
          className="admin-totals"
          rows={[
            ['Bookings', totals.bookings],
            ['Guests', totals.guests],
            ['Total', formatPrice(totals.total)],
            ['Unpaid', formatPrice(totals.unpaid)],
            [
              'Spaces left',
              group.placesLeft === undefined
                ? 'unknown'
                : `${group.placesLeft} of ${group.places ?? '?'}`,
            ],
          ]}
        />
      )}
      <DataTable
        label={`Bookings for ${group.workshopName} on ${group.when}`}
        columns={['Name', 'Contact', num('Guests'), num('Total'), 'Payment', 'Reminder', 'Actions']}
      >
        {group.bookings.map((booking) => {
          const busy = pending[booking.id];
          const kind = rowKindOf(booking);
          const can = rowActions(booking, { cardOffered });
          const who = booking.name || booking.id;
          return (
            <tr key={booking.id}>
              <th scope="row">
                {booking.name || <span className="muted">(no name)</span>}
                {booking.source === 'other' && <small className="muted"> · by staff</small>}
                {booking.reference && <small className="muted"> · {booking.reference}</small>}
                {booking.attended === false && <span className="badge"> No-show</span>}
                {booking.attended === true && <small className="muted"> · attended</small>}
                {kind === 'cancelled' && <Cancellation booking={booking} />}
                {kind === 'not_completed' && <NotCompleted />}
                {booking.notes && <p className="muted admin-notes">Notes: {booking.notes}</p>}
              </th>
              <td>
                {booking.email && <EmailLink email={booking.email} />}
                {booking.email && <br />}
                {booking.mobileNumber || booking.contactNumber}
              </td>
              <td className="num">{booking.guests}</td>
              <td className="num">
                {formatPrice(booking.total_price)}
                <PriceParts booking={booking} />
              </td>
              <td>
                <Payment booking={booking} who={who} />
              </td>
              <td>
                {kind === 'booked' ? (
                  <Reminder booking={booking} />
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td>
                <div className="cluster admin-actions">
                  {can.payToggle && (
                    <button
                      type="button"
                      className={booking.payed ? 'button' : 'button button--primary'}
                      disabled={busy !== undefined}
                      aria-busy={busy === 'paying' || busy === 'unpaying'}
                      onClick={() => onSetPaid(booking, !booking.payed)}
                    >
                      <ActionName action={can.payToggle} of={who} />
                    </button>
                  )}
                  {can.sendCardLink && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== undefined}
                      aria-busy={busy === 'sendingCardLink'}
                      onClick={() => onSendCardLink(booking)}
                    >
                      <ActionName action="Send card payment link" of={who} />
                    </button>
                  )}
                  {can.remind && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== undefined || !booking.email}
                      aria-busy={busy === 'reminding'}
                      title={booking.email ? undefined : 'This booking has no email address'}
                      onClick={() => onSendReminder(booking)}
                    >
                      <ActionName action="Send reminder" of={who} />
                    </button>
                  )}
                  {(['edit', 'move', 'cancel'] as const)
                    .filter((dialog) => can[dialog])
                    .map((dialog) => (
                      <button
                        key={dialog}
                        type="button"
                        className={dialog === 'cancel' ? 'button button--danger' : 'button'}
                        disabled={busy !== undefined}
                        onClick={() => onOpen(dialog, booking)}
                      >
                        <ActionName action={DIALOG_ACTIONS[dialog]} of={who} />
                      </button>
                    ))}
                  <Link className="button button--ghost" to={adminPaths.auditLog.to(booking.id)}>
                    <ActionName action="History" of={who} />
                  </Link>
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}

/** Under a booking's total: its full price, discount code and voucher part, when it has them. */
function PriceParts({ booking }: { booking: Booking }) {
  const { discount, voucher, fullPrice } = booking;
  if (!discount && !voucher) return null;
  return (
    <small className="muted price-parts">
      {discount && fullPrice !== undefined && (
        <>
          <br />
          {`Full price ${formatPrice(fullPrice)}`}
          <br />
          {`−${formatPrice(discount.amount)} with ${discount.code}`}
        </>
      )}
      {voucher && (
        <>
          <br />
          {`${formatPrice(voucher.amount)} from voucher ${voucher.code}`}
        </>
      )}
    </small>
  );
}

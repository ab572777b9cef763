import type { ManageView } from '@domain/contracts/bookings';
import { londonDate } from '@domain/clock';
import { formatPrice } from '@domain/price';
import { workshopDateLabel } from '@domain/wording';
import { type FormEvent, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../components/link';
import { ActionResult } from '../../components/action-result';
import { CancellationPolicy } from '../../components/cancellation-policy';
import { CancelOwnBookingDialog } from '../../features/bookings/components/cancel-own-booking-dialog';
import { Page } from '../../components/page';
import { TextSkeleton } from '../../components/page-skeleton';
import { QueryView } from '../../components/query-view';
import { SummaryList } from '../../components/summary-list';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useNoIndex } from '../../lib/use-no-index';
import { cancelOwnBooking } from '../../features/bookings/api/cancel-own-booking';
import { useManageBooking } from '../../features/bookings/api/get-manage-booking';
import { moveOwnBooking } from '../../features/bookings/api/move-own-booking';
import { payOwnBooking } from '../../features/bookings/api/pay-own-booking';
import { bookingRows, placesLeftText, timeLabel } from '../../features/bookings/booking-format';
import {
  heldUntil,
  paymentRowLabel,
  RETURN_MESSAGES,
  statusLabel,
} from '../../features/bookings/card-payment';
import { cancelledMessage, movedMessage, policyNow } from '../../features/bookings/manage-wording';
import { BookingSection } from '../../features/bookings/components/booking-section';
import { InvalidLink } from '../../features/bookings/components/link-problems';
import '../../features/bookings/booking.css';

const META = {
  title: 'Your booking',
  description: 'See your workshop booking at the studio, and cancel or move it.',
};

/** /manage_booking/:token: the visitor's own booking, by the secret link from their emails. */
export default function ManageBookingPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const query = useManageBooking(token);
  // After a cancel or a move the server answers the new view: it is shown until the next load.
  const [latest, setLatest] = useState<ManageView>();

  if (query.status === 'error' && query.error.status === 404) return <InvalidLink />;
  return (
    <Page {...META} className="booking">
      <QueryView query={query} what="your booking" placeholder={<TextSkeleton lines={6} title />}>
        {(loaded, refetch) => (
          <ManageBooking
            token={token}
            view={latest ?? loaded}
            onChanged={setLatest}
            onStale={() => {
              setLatest(undefined);
              refetch();
            }}
          />
        )}
      </QueryView>
    </Page>
  );
}

interface ManageBookingProps {
  token: string;
  view: ManageView;
  onChanged: (view: ManageView) => void;
  /** The server refused a change: what is shown is out of date. */
  onStale: () => void;
}

type Action = 'cancel' | 'move' | 'pay';

function ManageBooking({ token, view, onChanged, onStale }: ManageBookingProps) {
  const { booking, reference, canCancel, alternatives, refund, payment } = view;
  const awaiting = booking.status === 'awaiting_payment';
  // Places held for a payment are not moved: the booking is paid for (or cancelled) first.
  const canMove = view.canMove && !awaiting;
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [sending, setSending] = useState<Action>();
  const [result, setResult] = useState('');
  const [problem, setProblem] = useState('');
  const [dialogError, setDialogError] = useState('');
  const inFlight = useRef(false);

  async function run(action: Exclude<Action, 'pay'>, send: () => Promise<ManageView>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(action);
    setResult('');
    setProblem('');
    setDialogError('');
    try {
      const next = await send();
      onChanged(next);
      setConfirming(false);
      setMoving(false);
      setResult(action === 'cancel' ? cancelledMessage(next.booking) : movedMessage(next.booking));
    } catch (err) {
      const refused = err instanceof ApiError && err.status === 409;
      const message =
        err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      if (refused || action === 'move') {
        setConfirming(false);
        setProblem(message);
        if (refused) onStale();
      } else {
        setDialogError(message);
      }
    } finally {
      inFlight.current = false;
      setSending(undefined);
    }
  }

  async function pay() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending('pay');
    setResult('');
    setProblem('');
    try {
      const { checkoutUrl } = await payOwnBooking(token);
      // Stripe's page next: the button stays busy while it loads.
      window.location.assign(checkoutUrl);
      return;
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
      if (err instanceof ApiError && err.status === 409) onStale();
    }
    inFlight.current = false;
    setSending(undefined);
  }

  const cancelled = booking.status === 'cancelled';
  const expired = booking.status === 'expired';
  const when = `${workshopDateLabel(booking)}, ${timeLabel(booking.time)}`;
  const total = formatPrice(booking.total_price);

  return (
    <>
      <p className="lede">{booking.workshop_name}</p>
      <ActionResult success={result} error={problem} />

      {/* A cancelled booking leads with its state (docs/product.md#lifecycle). */}
      {(cancelled || expired) && (
        <BookingSection
          id="cancelled"
          title={cancelled ? 'This booking is cancelled' : 'This booking was not paid for'}
        >
          {cancelled && booking.cancelledAt !== undefined && (
            <p>Cancelled on {londonDate(booking.cancelledAt)}.</p>
          )}
          {expired && <p>{RETURN_MESSAGES.notCompleted}</p>}
          <p>
            <Link className="link-action" to={paths.workshopDescription.to(booking.workshop_type)}>
              Book again
            </Link>
          </p>
        </BookingSection>
      )}

      <BookingSection id="booking-details" title="Booking details">
        <SummaryList
          rows={[
            ...bookingRows(booking, reference, total),
            booking.voucher && booking.voucher.amount > 0
              ? ['Gift voucher', `${booking.voucher.code}: ${formatPrice(booking.voucher.amount)}`]
              : undefined,
            cancelled || expired ? undefined : ['Payment', paymentRowLabel(view)],
            ['Status', statusLabel(booking.status)],
            refund
              ? [
                  'Refund',
                  refund === 'refunded' ? `${total}, refunded` : `${total}, on its way to you`,
                ]
              : undefined,
          ]}
        />
      </BookingSection>

      {!cancelled && !expired && (awaiting || payment.canPayByCard) && (
        <BookingSection id="pay" title="Pay for your booking">
          <p>
            {awaiting
              ? `${payment.holdUntil ? `${heldUntil(payment.holdUntil)} ` : ''}${RETURN_MESSAGES.payNow}`
              : `You can pay ${formatPrice(payment.amount || booking.total_price)} by card now.`}
          </p>
          {payment.canPayByCard && (
            <div className="cluster">
              <button
                type="button"
                className="button button--primary"
                disabled={sending !== undefined}
                aria-busy={sending === 'pay'}
                onClick={() => void pay()}
              >
                Pay now
              </button>
              {sending === 'pay' && (
                <span className="muted">Opening Stripe's secure payment page…</span>
              )}
            </div>
          )}
        </BookingSection>
      )}

      {!cancelled && !expired && (
        <BookingSection id="policy" title="Cancellation policy">
          <CancellationPolicy />
          <p>Please arrive 10 minutes early.</p>
          <p className="manage__now">
            <strong>{policyNow(booking, { canCancel, canMove })}</strong>
          </p>
        </BookingSection>
      )}

      {(canCancel || canMove) && (
        <BookingSection id="change" title="Change your booking">
          <div className="cluster">
            {canMove && (
              <button
                type="button"
                className="button button--primary"
                aria-expanded={moving}
                aria-controls="move-form"
                onClick={() => setMoving((open) => !open)}
              >
                Move to another date
              </button>
            )}
            {canCancel && (
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  setDialogError('');
                  setConfirming(true);
                }}
              >
                Cancel my booking
              </button>
            )}
          </div>
          {canMove && moving && (
            <MoveForm
              alternatives={alternatives}
              sending={sending === 'move'}
              onMove={(dateId) => void run('move', () => moveOwnBooking(token, dateId))}
            />
          )}
        </BookingSection>
      )}

      <p className="booking__section">
        Questions? <Link to={paths.contactUs}>Contact the studio</Link>.
      </p>

      {confirming && (
        <CancelOwnBookingDialog
          booking={booking}
          when={when}
          busy={sending === 'cancel'}
          error={dialogError}
          onConfirm={() => void run('cancel', () => cancelOwnBooking(token))}
          onDismiss={() => setConfirming(false)}
        />
      )}
    </>
  );
}

interface MoveFormProps {
  alternatives: ManageView['alternatives'];
  sending: boolean;
  onMove: (scheduledWorkshopId: string) => void;
}

/** The other dates with room, as a radio list; nothing moves until the visitor confirms. */
function MoveForm({ alternatives, sending, onMove }: MoveFormProps) {
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!alternatives.some((d) => d.id === chosen)) {
      setError('Please choose a new date');
      document.getElementById(`move-${alternatives[0]?.id}`)?.focus();
      return;
    }
    onMove(chosen);
  }

  return (
    <form id="move-form" className="manage__move" noValidate aria-busy={sending} onSubmit={submit}>
      <fieldset aria-describedby={error ? 'move-error' : undefined}>
        <legend>Choose a new date</legend>
        {error && (
          <p className="field__error" id="move-error">
            {error}
          </p>
        )}
        <ul className="date-group__list">
          {alternatives.map((date) => (
            <li key={date.id}>
              <label className="date-option">
                <input
                  type="radio"
                  name="scheduled_workshop_id"
                  id={`move-${date.id}`}
                  value={date.id}
                  checked={chosen === date.id}
                  onChange={() => {
                    setChosen(date.id);
                    setError('');
                  }}
                />
                <span className="date-option__date">
                  {workshopDateLabel(date)}, {timeLabel(date.time)}
                </span>{' '}
                <span className="date-option__status">{placesLeftText(date)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="cluster form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
        >
          Move my booking
        </button>
        {sending && <span className="muted">Moving your booking…</span>}
      </div>
    </form>
  );
}

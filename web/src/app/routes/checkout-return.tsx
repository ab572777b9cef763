import type { ManageView } from '@domain/contracts/bookings';
import { formatPrice } from '@domain/price';
import { workshopDateLabel } from '@domain/wording';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { ActionResult } from '../../components/action-result';
import { Page } from '../../components/page';
import { TextSkeleton } from '../../components/page-skeleton';
import { QueryView } from '../../components/query-view';
import { SummaryList } from '../../components/summary-list';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useNoIndex } from '../../lib/use-no-index';
import { cancelOwnBooking } from '../../features/bookings/api/cancel-own-booking';
import { useManageBooking } from '../../features/bookings/api/get-manage-booking';
import { payOwnBooking } from '../../features/bookings/api/pay-own-booking';
import { logPurchase } from '../../features/bookings/booking-analytics';
import { bookingRows, timeLabel } from '../../features/bookings/booking-format';
import { clearBooking } from '../../features/bookings/booking-state';
import {
  heldUntil,
  RECHECK_MS,
  RETURN_MESSAGES,
  type ReturnState,
  returnState,
} from '../../features/bookings/card-payment';
import { BookingSection } from '../../features/bookings/components/booking-section';
import { CancelOwnBookingDialog } from '../../features/bookings/components/cancel-own-booking-dialog';
import { InvalidLink } from '../../features/bookings/components/link-problems';
import { ThankYou } from '../../features/bookings/components/thank-you';
import { guestsLabel } from '../../features/bookings/booking-format';
import '../../features/bookings/booking.css';

// The same link as the emails' (the token is URL-safe base64); react-router's generatePath would
// add to the framework code every first view loads.
const manageUrl = (token: string) => paths.manageBooking.pattern.replace(':token', token);

const DESCRIPTION = 'Your workshop booking at the studio and its card payment.';
const TRY_AGAIN = 'Something went wrong. Please try again.';

/**
 * /checkout/:token: where Stripe's Checkout sends the visitor back, paid (?paid=1) or not. The
 * token is the booking's secret link (as /manage_booking/:token); the return itself proves
 * nothing, so a paid return waits for the server to have Stripe's confirmation.
 */
export default function CheckoutReturnPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const paidReturn = search.get('paid') === '1';
  useNoIndex();
  // The booking is saved: the booking flow starts afresh next time.
  useEffect(() => clearBooking(), []);
  const query = useManageBooking(token);
  // While the page rechecks, a failed read keeps what was shown (and the rechecks go on).
  const [shown, setShown] = useState<ManageView>();
  if (query.status === 'ready' && query.data !== shown) setShown(query.data);
  // A cancel answers the new view: it is shown from then on.
  const [changed, setChanged] = useState<ManageView>();

  if (query.status === 'error' && query.error.status === 404) return <InvalidLink />;
  const view = changed ?? shown;
  if (!view) {
    return (
      <Page title="Your booking" description={DESCRIPTION} className="booking">
        <QueryView query={query} what="your booking" placeholder={<TextSkeleton lines={4} />}>
          {() => null}
        </QueryView>
      </Page>
    );
  }
  return (
    <CheckoutReturn
      token={token}
      view={view}
      paidReturn={paidReturn}
      recheck={query.refetch}
      onCancelled={setChanged}
    />
  );
}

interface CheckoutReturnProps {
  token: string;
  view: ManageView;
  paidReturn: boolean;
  /** Reads the booking again. */
  recheck: () => void;
  onCancelled: (view: ManageView) => void;
}

function CheckoutReturn({ token, view, paidReturn, recheck, onCancelled }: CheckoutReturnProps) {
  const [since] = useState(Date.now);
  const [waitedMs, setWaitedMs] = useState(0);
  const state = returnState(view, { paidReturn, waitedMs });
  const { booking, reference, payment } = view;

  const tick = useEffectEvent(() => {
    setWaitedMs(Date.now() - since);
    recheck();
  });
  // Every RECHECK_MS while Stripe's confirmation is awaited (each tick schedules the next).
  useEffect(() => {
    if (state !== 'confirming') return;
    const timer = setTimeout(tick, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [state, waitedMs]);

  const countPurchase = useEffectEvent(() =>
    logPurchase({ ...booking, id: reference ?? '' }, reference),
  );
  // The purchase counts once the payment is confirmed after coming back from paying.
  useEffect(() => {
    if (paidReturn && state === 'paid') countPurchase();
  }, [paidReturn, state]);

  if (state === 'paid') {
    return (
      <ThankYou
        booking={booking}
        reference={reference}
        manageUrl={manageUrl(token)}
        lede={RETURN_MESSAGES.paid}
      >
        <BookingSection id="payment-title" title="Payment">
          <p>
            You have paid {formatPrice(payment.amount || booking.total_price)} for{' '}
            {guestsLabel(booking.guests)}.
          </p>
          <p>
            A confirmation email is on its way to <strong>{booking.email}</strong> with your booking
            details. Please arrive 10 minutes early.
          </p>
        </BookingSection>
      </ThankYou>
    );
  }
  return (
    <PaymentState
      token={token}
      view={view}
      state={state}
      recheck={recheck}
      onCancelled={onCancelled}
    />
  );
}

const TITLES: Record<Exclude<ReturnState, 'paid'>, string> = {
  confirming: 'Confirming your payment',
  slow: 'Confirming your payment',
  held: 'Your places are held',
  processing: 'Your payment is on its way',
  not_completed: 'Your places were released',
  unpaid: 'Pay for your booking',
  cancelled: 'Your booking is cancelled',
};

interface PaymentStateProps {
  token: string;
  view: ManageView;
  state: Exclude<ReturnState, 'paid'>;
  recheck: () => void;
  onCancelled: (view: ManageView) => void;
}

/** Every state but paid: what is happening with the payment, and what the visitor can do. */
function PaymentState({ token, view, state, recheck, onCancelled }: PaymentStateProps) {
  const { booking, reference, payment } = view;
  const [sending, setSending] = useState<'pay' | 'cancel'>();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState('');
  const [dialogError, setDialogError] = useState('');
  const [cancelledHere, setCancelledHere] = useState(false);
  const inFlight = useRef(false);
  const total = formatPrice(payment.amount || booking.total_price);
  const when = `${workshopDateLabel(booking)}, ${timeLabel(booking.time)}`;

  async function pay() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending('pay');
    setProblem('');
    try {
      const { checkoutUrl } = await payOwnBooking(token);
      // Stripe's page next: the button stays busy while it loads.
      window.location.assign(checkoutUrl);
      return;
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : TRY_AGAIN);
      // Refused (the hold ended, or it is paid already): what is shown is out of date.
      if (err instanceof ApiError && err.status === 409) recheck();
    }
    inFlight.current = false;
    setSending(undefined);
  }

  async function cancel() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending('cancel');
    setDialogError('');
    try {
      const next = await cancelOwnBooking(token);
      setConfirming(false);
      setCancelledHere(true);
      onCancelled(next);
    } catch (err) {
      setDialogError(err instanceof ApiError ? err.message : TRY_AGAIN);
    } finally {
      inFlight.current = false;
      setSending(undefined);
    }
  }

  const lede = {
    confirming: RETURN_MESSAGES.confirming,
    slow: RETURN_MESSAGES.slow,
    held: payment.holdUntil
      ? `${heldUntil(payment.holdUntil)} ${RETURN_MESSAGES.payNow}`
      : RETURN_MESSAGES.payNow,
    processing: RETURN_MESSAGES.processing,
    not_completed: RETURN_MESSAGES.notCompleted,
    unpaid: payment.canPayByCard
      ? `Your booking is confirmed. You can pay ${total} by card now.`
      : `Your booking is confirmed; ${total} is still to pay.`,
    // Just cancelled here, the result says it (and takes focus) instead.
    cancelled: cancelledHere ? undefined : RETURN_MESSAGES.cancelled,
  }[state];
  const canPay = (state === 'held' || state === 'unpaid') && payment.canPayByCard && !cancelledHere;

  return (
    <Page title={TITLES[state]} description={DESCRIPTION} lede={lede} className="booking">
      <ActionResult success={cancelledHere ? RETURN_MESSAGES.cancelled : ''} error={problem} />
      {state === 'slow' && payment.holdUntil && <p>{heldUntil(payment.holdUntil)}</p>}
      {state === 'confirming' && (
        <p className="muted" role="status">
          Checking with Stripe…
        </p>
      )}

      {(canPay || state === 'held') && (
        <div className="cluster booking__form-row">
          {canPay && (
            <button
              type="button"
              className="button button--primary"
              disabled={sending !== undefined}
              aria-busy={sending === 'pay'}
              onClick={() => void pay()}
            >
              {state === 'held' ? 'Pay now' : `Pay ${total} by card`}
            </button>
          )}
          {state === 'held' && (
            <button
              type="button"
              className="button"
              disabled={sending !== undefined}
              onClick={() => {
                setDialogError('');
                setConfirming(true);
              }}
            >
              Cancel booking
            </button>
          )}
          {sending === 'pay' && (
            <span className="muted">Opening Stripe's secure payment page…</span>
          )}
        </div>
      )}

      <BookingSection id="booking-title" title="Your booking">
        <SummaryList rows={bookingRows(booking, reference, total)} />
      </BookingSection>

      {(state === 'not_completed' || state === 'cancelled') && (
        <p className="booking__section">
          <Link
            className="button button--primary"
            to={paths.workshopDescription.to(booking.workshop_type)}
          >
            Book again
          </Link>
        </p>
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
          onConfirm={() => void cancel()}
          onDismiss={() => setConfirming(false)}
        />
      )}
    </Page>
  );
}

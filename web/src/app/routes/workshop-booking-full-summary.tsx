import type { BookingDetails } from '@domain/booking';
import { TERMS_REQUIRED } from '@domain/messages';
import { newBookingId } from '@domain/ids';
import { formatPrice, totalPrice } from '@domain/price';
import type { PayWith } from '@domain/payment';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Link } from '../../components/link';
import { CheckboxField } from '../../components/form/checkbox-field';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { focusField } from '../../components/form/error-summary';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { invalidateQuery } from '../../lib/query-cache';
import { scheduledWorkshopsQuery } from '../../features/schedule/api/get-scheduled-workshops';
import { saveBooking } from '../../features/bookings/api/save-booking';
import { usePaymentMethods } from '../../features/bookings/api/get-payment-methods';
import {
  finishLabel,
  PAY_CHOICE,
  type PaymentOffer,
  paymentOffer,
  paysByCard,
} from '../../features/bookings/card-payment';
import { NEWSLETTER_BOX, unitPrice } from '@domain/booking';
import { workshopDateLabel } from '@domain/wording';
import { timeLabel } from '../../features/bookings/booking-format';
import { type BookingState, writeConfirmation } from '../../features/bookings/booking-state';
import { logPurchase } from '../../features/bookings/booking-analytics';
import { validateDetails } from '../../features/bookings/details';
import { type UpdateBooking, useBookingState } from '../../features/bookings/use-booking-state';
import { type StartNotice } from '../../features/bookings/booking-flow';
import { BookingPage, StepActions } from '../../features/bookings/components/booking-page';
import { TermsHint } from '../../features/bookings/components/terms-hint';
import { SummaryList } from '../../components/summary-list';
import { NoBookingInProgress } from '../../features/bookings/components/no-booking-in-progress';
import type { CheckedDiscount } from '@domain/contracts/discounts';
import { checkDiscount } from '../../features/discounts/api/check-discount';
import { DiscountCodeField } from '../../features/discounts/components/discount-code-field';
import type { VoucherCheck } from '@domain/contracts/vouchers';
import { VoucherCodeField } from '../../features/vouchers/components/voucher-code-field';
import { voucherUse } from '../../features/vouchers/voucher-use';

export default function FullSummaryPage() {
  const [state, update] = useBookingState();
  const date = state?.scheduledWorkshop;
  if (!state || !date) return <NoBookingInProgress workshop={state?.workshopType} />;
  const result = state.details && validateDetails(state.details, date.guest_slots_remaining);
  if (!result?.ok) return <Navigate to={paths.bookingDetails} replace />;
  return <FullSummary state={state} update={update} details={result.details} />;
}

type Problem =
  | { kind: 'fields'; message: string; fields: Record<string, string> }
  | { kind: 'gone'; message: string }
  | { kind: 'retry'; message: string };

const RETRY_MESSAGE =
  'We could not send your booking just now. Please try again: everything you entered is kept.';

function FullSummary({
  state,
  update,
  details,
}: {
  state: BookingState;
  update: UpdateBooking;
  details: BookingDetails;
}) {
  const navigate = useNavigate();
  const type = state.workshopType;
  const date = state.scheduledWorkshop!;
  const [newsletter, setNewsletter] = useState(Boolean(state.newsletterSignup));
  const [terms, setTerms] = useState(Boolean(state.termsAccepted));
  const [termsError, setTermsError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const sendingRef = useRef(false);
  const methods = usePaymentMethods();
  // Until the studio's ways to pay are known the button waits: its words depend on them. If they
  // cannot be read, the server decides (the answer says where to go next).
  const offer = methods.status === 'ready' ? paymentOffer(methods.data.methods) : undefined;
  const [payWith, setPayWith] = useState<PayWith>(state.payWith ?? 'card');
  const [discount, setDiscount] = useState<CheckedDiscount>();
  const [discountError, setDiscountError] = useState<string>();
  // The server prices the booking again when it is sent; this is what it will find
  // (docs/product.md#pricing): the discount first, then the voucher pays what is left.
  const total = discount?.total ?? totalPrice(unitPrice(type), details.guests);
  // A gift voucher, checked on this step; the booking spends it (docs/product.md#gift-vouchers).
  const [voucher, setVoucher] = useState<VoucherCheck>();
  const [voucherError, setVoucherError] = useState<string>();
  const voucherPays = voucher && voucherUse(voucher, total);
  const coveredByVoucher = voucherPays?.left === 0;
  const byCard = paysByCard(offer, payWith) && !coveredByVoucher;
  const finishText = finishLabel(byCard);
  const applyDiscount = (checked: CheckedDiscount | undefined) => {
    setDiscount(checked);
    setDiscountError(undefined);
    update({ discountCode: checked?.code });
  };

  // A code applied before (then back to the details, or a reload): priced again for the guests.
  const storedCode = state.discountCode;
  useEffect(() => {
    if (!storedCode) return;
    let live = true;
    checkDiscount({ code: storedCode, scheduled_workshop_id: date.id, guests: details.guests })
      .then((checked) => live && setDiscount(checked))
      .catch((err: unknown) => {
        if (!live) return;
        setDiscountError(err instanceof ApiError ? err.message : undefined);
        update({ discountCode: undefined });
      });
    return () => {
      live = false;
    };
    // Once, for the code stored when the step opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back from Stripe's page by the browser's Back button, the page may come from its cache
  // exactly as it was left (sending): Finish works again, and sends the same booking.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sendingRef.current = false;
      setSending(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function finish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    if (!terms) {
      setTermsError(TERMS_REQUIRED);
      focusField('termsAccepted');
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setProblem(undefined);
    const id =
      state.bookingId ?? update({ bookingId: newBookingId() })?.bookingId ?? newBookingId();
    try {
      const saved = await saveBooking({
        id,
        scheduled_workshop_id: date.id,
        ...details,
        experienceConfirmed: true,
        newsletterSignup: newsletter,
        termsAccepted: true,
        ...(offer === 'choose' ? { payWith } : {}),
        ...(discount ? { discountCode: discount.code } : {}),
        ...(voucher ? { voucherCode: voucher.code } : {}),
      });
      writeConfirmation(saved);
      if (saved.checkoutUrl) {
        // Paying by card: Stripe's hosted page next. The button stays busy while it loads; the
        // purchase is counted once Stripe has confirmed the payment (/checkout/{token}).
        window.location.assign(saved.checkoutUrl);
        return;
      }
      logPurchase(saved.booking, saved.reference);
      void navigate(paths.checkout);
      return;
    } catch (err) {
      if (err instanceof ApiError && err.fields.discountCode) {
        // The code, not the places: used up or ended since it was applied. Nothing was booked.
        setDiscount(undefined);
        update({ discountCode: undefined });
        setDiscountError(err.fields.discountCode);
        setProblem({ kind: 'retry', message: err.message });
        sendingRef.current = false;
        setSending(false);
        focusField('discountCode');
        return;
      }
      if (err instanceof ApiError && err.fields.voucherCode) {
        // The voucher could not be spent after all (used meanwhile): said at its field.
        setVoucher(undefined);
        setVoucherError(err.fields.voucherCode);
        sendingRef.current = false;
        setSending(false);
        return;
      }
      setProblem(toProblem(err));
      if (err instanceof ApiError && err.status === 409) {
        // The places shown for this date were out of date: the date choice asks afresh.
        invalidateQuery(scheduledWorkshopsQuery(type.id).key);
        const notice: StartNotice = { notice: err.message };
        void navigate(paths.bookingStart, { state: notice });
        return;
      }
      if (err instanceof ApiError && err.fields.termsAccepted) {
        setTermsError(err.fields.termsAccepted);
      }
    }
    sendingRef.current = false;
    setSending(false);
  }

  const guestsText = details.guests === 1 ? '1 guest' : `${details.guests} guests`;

  return (
    <BookingPage
      step={4}
      meta={{
        title: `Check your booking: ${type.name}`,
        description: `Check your booking for ${type.name}, accept the terms and finish.`,
      }}
      title="Check your booking"
      lede={`Nearly there: check everything below, then press ${finishText}.`}
    >
      {problem && <ProblemAlert problem={problem} />}

      <SummaryList
        rows={[
          ['Workshop', type.name],
          ['Date', workshopDateLabel(date)],
          ['Time', timeLabel(date.time)],
          ['Guests', guestsText],
          ['Price per person', formatPrice(unitPrice(type))],
          ...(discount
            ? ([
                ['Full price', formatPrice(discount.fullPrice)],
                [`Discount (${discount.code})`, `−${formatPrice(discount.discountAmount)}`],
                ['Total price', formatPrice(discount.total)],
              ] as const)
            : ([['Total price', formatPrice(total)]] as const)),
          ...(voucherPays
            ? ([
                ['Gift voucher', `${voucherPays.code}: ${formatPrice(voucherPays.used)}`],
                ['Left to pay', formatPrice(voucherPays.left)],
              ] as [string, string][])
            : []),
          ['Name', details.name || '—'],
          ['Email', details.email],
          ['Mobile number', details.mobileNumber],
          ['Experience level', details.experienceLevel || '—'],
          ['Skills', details.experienceSkills || '—'],
        ]}
      />
      <DiscountCodeField
        dateId={date.id}
        guests={details.guests}
        applied={discount}
        onApplied={applyDiscount}
        error={discountError}
      />
      <p className="booking__form-row">
        <Link className="link-action" to={paths.bookingDetails}>
          Change your details
        </Link>
      </p>

      <form noValidate onSubmit={(e) => void finish(e)}>
        {!coveredByVoucher && (
          <PaymentChoice
            offer={offer}
            chosen={payWith}
            onChoose={(chosen) => {
              setPayWith(chosen);
              update({ payWith: chosen });
            }}
          />
        )}
        {/* After the way to pay, which it may make unneeded (docs/product.md#gift-vouchers). */}
        <VoucherCodeField
          total={total}
          applied={voucher && voucherPays ? { ...voucher, ...voucherPays } : undefined}
          error={voucherError}
          onApply={(check) => {
            setVoucher(check);
            setVoucherError(undefined);
          }}
        />
        <CheckboxField
          className="booking__checkbox-group"
          label={NEWSLETTER_BOX.label}
          hint={NEWSLETTER_BOX.hint}
          name="newsletterSignup"
          checked={newsletter}
          onChange={(checked) => {
            setNewsletter(checked);
            update({ newsletterSignup: checked });
          }}
        />
        <CheckboxField
          className="booking__checkbox-group"
          label="I accept the Terms and Conditions"
          id="termsAccepted"
          name="termsAccepted"
          required
          checked={terms}
          hint={<TermsHint />}
          error={termsError}
          onChange={(checked) => {
            setTerms(checked);
            if (checked) setTermsError(undefined);
            update({ termsAccepted: checked });
          }}
        />

        <StepActions back={paths.bookingDetails}>
          <button
            type="submit"
            className="button button--primary"
            disabled={sending || methods.status === 'loading'}
            aria-busy={sending}
          >
            {finishText}
          </button>
        </StepActions>
        {sending && (
          <p className="muted" role="status">
            Sending your booking…
          </p>
        )}
      </form>
    </BookingPage>
  );
}

interface PaymentChoiceProps {
  offer: PaymentOffer | undefined;
  chosen: PayWith;
  onChoose: (payWith: PayWith) => void;
}

/** Where the studio takes both: card now or a payment link later. Card only: where it leads. */
function PaymentChoice({ offer, chosen, onChoose }: PaymentChoiceProps) {
  if (offer === 'card') return <p className="booking__form-row">{PAY_CHOICE.cardOnly}</p>;
  if (offer !== 'choose') return null;
  return (
    <div className="booking__form-row">
      <RadioGroupField
        legend={PAY_CHOICE.legend}
        name="payWith"
        value={chosen}
        options={PAY_CHOICE.options}
        onChange={onChoose}
      />
    </div>
  );
}

function toProblem(err: unknown): Problem {
  if (err instanceof ApiError) {
    if (err.status === 400) return { kind: 'fields', message: err.message, fields: err.fields };
    if (err.status === 404 || err.status === 409) return { kind: 'gone', message: err.message };
    // The studio's abuse limits: the server says why and for how long.
    if (err.status === 429) return { kind: 'retry', message: err.message };
  }
  return { kind: 'retry', message: RETRY_MESSAGE };
}

function ProblemAlert({ problem }: { problem: Problem }) {
  if (problem.kind === 'retry') {
    return (
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{problem.message}</p>
      </div>
    );
  }
  if (problem.kind === 'gone') {
    return (
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{problem.message}</p>
        <p>
          <Link to={paths.bookingStart}>Choose another date</Link>
        </p>
      </div>
    );
  }
  const messages = Object.entries(problem.fields).filter(([field]) => field !== 'termsAccepted');
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{problem.message}</p>
      {messages.length > 0 && (
        <ul>
          {messages.map(([field, message]) => (
            <li key={field}>{message}</li>
          ))}
        </ul>
      )}
      <p>
        <Link className="link-action" to={paths.bookingDetails}>
          Change your details
        </Link>
      </p>
    </div>
  );
}

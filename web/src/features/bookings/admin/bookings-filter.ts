import { DAY_MS, londonIsoDate } from '@domain/dates';
import { type PaymentState, PAYMENT_STATES } from '@domain/payment';
import type { BookingsFilter } from './api/get-bookings';

// The staff bookings list's views and filters, as its address (?view, q, from, to, payment) says.

export type View = 'coming' | 'past' | 'cancelled';

export const VIEWS: { value: View; label: string }[] = [
  { value: 'coming', label: 'Coming bookings' },
  { value: 'past', label: 'Past bookings' },
  { value: 'cancelled', label: 'Show cancelled' },
];

export const viewOf = (text: string | null): View =>
  text === 'past' || text === 'cancelled' ? text : 'coming';

export type PaymentChoice = PaymentState | 'all';

export const PAYMENTS: { value: PaymentChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'card', label: 'Paid by card' },
  { value: 'other', label: 'Paid another way' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'awaiting', label: 'Awaiting payment' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'not_completed', label: 'Not completed' },
];

const paymentOf = (text: string | null): PaymentState | undefined =>
  PAYMENT_STATES.find((state) => state === text);

/**
 * Payment states that are mostly not of booked bookings (a refund follows a cancellation; a
 * hold that ended was never booked): filtering by them looks at every booking of the view's dates.
 */
const BEYOND_BOOKED: readonly PaymentState[] = ['awaiting', 'refunded', 'not_completed'];

/** The past view starts with the last 30 days, up to yesterday (London). */
const pastRange = (now: number) => ({
  from: londonIsoDate(now - 30 * DAY_MS),
  to: londonIsoDate(now - DAY_MS),
});

export function filterOf(view: View, params: URLSearchParams, now = Date.now()): BookingsFilter {
  const q = params.get('q') ?? undefined;
  const payment = paymentOf(params.get('payment'));
  if (view === 'cancelled') return { status: 'cancelled', q, payment };
  const status = payment && BEYOND_BOOKED.includes(payment) ? 'all' : undefined;
  if (view === 'coming') return { status, q, payment };
  const range = pastRange(now);
  return {
    status,
    from: params.get('from') || range.from,
    to: params.get('to') || range.to,
    q,
    payment,
  };
}

export function viewSummary(view: View, filter: BookingsFilter): string {
  const search = filter.q ? ` matching “${filter.q}”` : '';
  const paid = PAYMENTS.find((p) => p.value === filter.payment);
  const only = paid ? ` Payment: ${paid.label.toLowerCase()} only.` : '';
  if (view === 'past')
    return `Bookings${search} for workshops from ${filter.from} to ${filter.to}.${only}`;
  const when = filter.q ? 'past and coming' : 'from today on';
  return view === 'cancelled'
    ? `Cancelled bookings${search} for workshops ${when}.${only}`
    : `Bookings${search} for workshops ${when}, by date.${only}`;
}

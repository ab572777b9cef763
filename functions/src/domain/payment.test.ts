import { describe, expect, it } from 'vitest';
import type { Booking, CardPayment } from './model.js';
import {
  amountDueFields,
  amountDueOf,
  holdTimeLabel,
  isCardPaid,
  offersCard,
  paymentLabel,
  paymentStateOf,
  paymentViewOf,
  payWithFor,
  refundable,
  refundFor,
  stripePaymentUrl,
  withRefund,
  withRefunded,
} from './payment.js';

const paidCard: CardPayment = {
  state: 'paid',
  holds: true,
  amount: 4900,
  paymentIntentId: 'pi_123',
  livemode: false,
};

type Facts = Pick<Booking, 'status' | 'payed' | 'card' | 'total_price' | 'date_of_workshop'>;
const NOW = Date.UTC(2026, 10, 27, 12);
const booking = (facts: Partial<Facts> = {}): Facts => ({
  status: 'booked',
  payed: false,
  total_price: 49,
  date_of_workshop: NOW + 7 * 86_400_000,
  ...facts,
});

describe('payWithFor', () => {
  it('follows the studio: card, link, or the visitor’s choice where it offers both', () => {
    expect(payWithFor('card', 'link')).toBe('card');
    expect(payWithFor('link', 'card')).toBe('link');
    expect(payWithFor(undefined, 'card')).toBe('link');
    expect(payWithFor('both', 'card')).toBe('card');
    expect(payWithFor('both', 'link')).toBe('link');
    // A client that does not say gets the site's first way.
    expect(payWithFor('both')).toBe('link');
  });

  it('knows whether cards are taken at all', () => {
    expect([
      offersCard('card'),
      offersCard('both'),
      offersCard('link'),
      offersCard(undefined),
    ]).toEqual([true, true, false, false]);
  });
});

describe('how a payment stands', () => {
  it('names every state for staff', () => {
    const cases: [Partial<Facts>, string, string][] = [
      [{}, 'unpaid', 'Unpaid'],
      [{ payed: true }, 'other', 'Paid (link or by hand)'],
      [{ payed: true, card: paidCard }, 'card', 'Paid by card'],
      [
        {
          status: 'awaiting_payment',
          card: { ...paidCard, state: 'awaiting', holdUntil: Date.UTC(2026, 6, 1, 13, 5) },
        },
        'awaiting',
        // London is on summer time in July: 13:05 UTC is 14:05 there.
        'Awaiting payment until 14:05',
      ],
      [
        { status: 'expired', card: { ...paidCard, state: 'expired' } },
        'not_completed',
        'Payment not completed',
      ],
      [
        { status: 'cancelled', payed: true, card: { ...paidCard, refundRequested: 500 } },
        'refunded',
        'Refunding £5 of £49',
      ],
      [
        {
          status: 'cancelled',
          payed: true,
          card: { ...paidCard, state: 'refunded', refunded: 4900, refundRequested: 4900 },
        },
        'refunded',
        'Refunded £49 of £49',
      ],
    ];
    for (const [facts, state, label] of cases) {
      expect(paymentStateOf(booking(facts)), label).toBe(state);
      expect(paymentLabel(booking(facts))).toBe(label);
    }
  });

  it('links a payment to Stripe’s dashboard, test payments under /test', () => {
    expect(stripePaymentUrl(paidCard)).toBe('https://dashboard.stripe.com/test/payments/pi_123');
    expect(stripePaymentUrl({ ...paidCard, livemode: true })).toBe(
      'https://dashboard.stripe.com/payments/pi_123',
    );
    expect(stripePaymentUrl({ ...paidCard, paymentIntentId: undefined })).toBeNull();
    expect(stripePaymentUrl(undefined)).toBeNull();
  });

  it('says the hold’s end in London time', () => {
    expect(holdTimeLabel(Date.UTC(2026, 0, 15, 9, 7))).toBe('09:07');
  });
});

describe('refunds', () => {
  it('refunds what is left: in full, in part up to it, or nothing', () => {
    expect(refundFor(paidCard)).toEqual({ pence: 4900 });
    expect(refundFor(paidCard, 'part', 12.5)).toEqual({ pence: 1250 });
    expect(refundFor(paidCard, 'part', 49.01)).toEqual({ tooMuch: 4900 });
    expect(refundFor(paidCard, 'none')).toEqual({ pence: 0 });
    expect(refundFor({ ...paidCard, refundRequested: 4000 }, 'full')).toEqual({ pence: 900 });
    // Nothing to refund on a card that was never paid.
    expect(refundFor({ ...paidCard, state: 'awaiting' }, 'full')).toEqual({ pence: 0 });
    expect(refundable(undefined)).toBe(0);
  });

  it('numbers each refund for its idempotency key, and settles it from Stripe’s total', () => {
    const asked = withRefund(paidCard, 'b1', 500, NOW);
    expect(asked).toMatchObject({
      refundRequested: 500,
      refundCount: 1,
      refundPending: { key: 'b1-refund-1', amount: 500, since: NOW },
    });
    const second = withRefund(asked, 'b1', 1000, NOW);
    expect(second.refundPending?.key).toBe('b1-refund-2');
    expect(second.refundRequested).toBe(1500);
    // Stripe's events in any order: the largest total wins; pending until all is seen.
    const partly = withRefunded(second, 500);
    expect(partly).toMatchObject({ refunded: 500, state: 'refunded' });
    expect(partly.refundPending).toBeDefined();
    const done = withRefunded(withRefunded(partly, 1500), 500);
    expect(done.refunded).toBe(1500);
    expect(done.refundPending).toBeUndefined();
    expect(isCardPaid({ card: done })).toBe(true);
  });
});

describe('paymentViewOf (the visitor’s pages)', () => {
  const holdUntil = NOW + 20 * 60_000;
  it('offers Pay now while a hold lasts, and for a booked, unpaid booking where cards are taken', () => {
    const awaiting = booking({
      status: 'awaiting_payment',
      card: { ...paidCard, state: 'awaiting', holdUntil },
    });
    expect(paymentViewOf(awaiting, NOW, false)).toEqual({
      state: 'awaiting',
      amount: 49,
      holdUntil,
      canPayByCard: true,
    });
    expect(paymentViewOf(awaiting, holdUntil + 1, true).canPayByCard).toBe(false);
    expect(paymentViewOf(booking(), NOW, true)).toEqual({
      state: 'unpaid',
      amount: 49,
      canPayByCard: true,
    });
    expect(paymentViewOf(booking(), NOW, false).canPayByCard).toBe(false);
    const started = booking({ date_of_workshop: NOW - 1 });
    expect(paymentViewOf(started, NOW, true).canPayByCard).toBe(false);
  });

  it('says paid, refunded, processing or not completed', () => {
    expect(paymentViewOf(booking({ payed: true, card: paidCard }), NOW, true)).toEqual({
      state: 'paid',
      amount: 49,
      canPayByCard: false,
    });
    const refunded = booking({
      status: 'cancelled',
      payed: true,
      card: { ...paidCard, state: 'refunded', refunded: 4900 },
    });
    expect(paymentViewOf(refunded, NOW, true)).toMatchObject({ state: 'paid', refunded: 49 });
    const processing = booking({
      status: 'awaiting_payment',
      card: { ...paidCard, state: 'processing' },
    });
    expect(paymentViewOf(processing, NOW, true).state).toBe('processing');
    expect(paymentViewOf(booking({ status: 'expired' }), NOW, true).state).toBe('not_completed');
    expect(paymentViewOf(booking({ status: 'cancelled' }), NOW, true).state).toBe('not_completed');
  });
});

describe('what is left to pay after a gift voucher (docs/product.md#gift-vouchers)', () => {
  it('is the total without a voucher, and follows a new total with one', () => {
    expect(amountDueOf({ total_price: 49 })).toBe(49);
    expect(amountDueOf({ total_price: 49, amountDue: 19 })).toBe(19);
    expect(amountDueFields({}, 60)).toEqual({});
    expect(amountDueFields({ voucher: { code: 'X', amount: 30 } }, 73.5)).toEqual({
      amountDue: 43.5,
    });
    expect(amountDueFields({ voucher: { code: 'X', amount: 30 } }, 24.5)).toEqual({ amountDue: 0 });
  });
});

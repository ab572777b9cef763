import type { PaymentView } from '@domain/contracts/bookings';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_WAIT_MS,
  finishLabel,
  heldUntil,
  paymentOffer,
  paymentRowLabel,
  paysByCard,
  returnState,
  statusLabel,
} from './card-payment';

// 14:35 in London on a summer day (BST, UTC+1) and a winter one (GMT).
const SUMMER = Date.UTC(2026, 6, 4, 13, 35);
const WINTER = Date.UTC(2026, 0, 10, 14, 35);

const payment = (over: Partial<PaymentView> = {}): PaymentView => ({
  state: 'awaiting',
  amount: 84,
  holdUntil: SUMMER,
  canPayByCard: true,
  ...over,
});

describe('the payment choice on the summary step', () => {
  it('offers the choice only where the studio takes both, and card alone where it takes card', () => {
    expect(paymentOffer('both')).toBe('choose');
    expect(paymentOffer('card')).toBe('card');
    expect(paymentOffer('link')).toBe('link');
    // A studio that has not chosen keeps the payment link it had before card payments.
    expect(paymentOffer(undefined)).toBe('link');
  });

  it('sends the visitor to pay by card when card is the only way or the way chosen', () => {
    expect(paysByCard('card', 'link')).toBe(true);
    expect(paysByCard('choose', 'card')).toBe(true);
    expect(paysByCard('choose', 'link')).toBe(false);
    expect(paysByCard('link', 'card')).toBe(false);
    // Not known yet (or not loaded): the server decides; the button promises nothing.
    expect(paysByCard(undefined, 'card')).toBe(false);
  });

  it('names the last button after where it leads', () => {
    expect(finishLabel(true)).toBe('Continue to payment');
    expect(finishLabel(false)).toBe('Finish');
  });
});

describe('the page Stripe sends the visitor back to', () => {
  const booked = { status: 'booked' as const, payed: false };
  const awaiting = { status: 'awaiting_payment' as const, payed: false };
  const back = { paidReturn: false, waitedMs: 0 };
  const paidBack = { paidReturn: true, waitedMs: 0 };

  it('waits for the webhook after a paid return, then says it is taking long', () => {
    const view = { booking: awaiting, payment: payment() };
    expect(returnState(view, paidBack)).toBe('confirming');
    expect(returnState(view, { paidReturn: true, waitedMs: CONFIRM_WAIT_MS - 1 })).toBe(
      'confirming',
    );
    expect(returnState(view, { paidReturn: true, waitedMs: CONFIRM_WAIT_MS })).toBe('slow');
  });

  it('never takes the return alone for a payment: a pay-later booking paid by card waits too', () => {
    const view = { booking: booked, payment: payment({ state: 'unpaid', holdUntil: undefined }) };
    expect(returnState(view, paidBack)).toBe('confirming');
    expect(returnState(view, back)).toBe('unpaid');
  });

  it('shows the held places to a visitor who came back without paying', () => {
    expect(returnState({ booking: awaiting, payment: payment() }, back)).toBe('held');
  });

  it('says paid once the payment is confirmed, or the booking is booked and paid', () => {
    const paid = { booking: { ...booked, payed: true }, payment: payment({ state: 'paid' }) };
    expect(returnState(paid, paidBack)).toBe('paid');
    expect(returnState(paid, back)).toBe('paid');
    const byHand = { booking: { ...booked, payed: true }, payment: payment({ state: 'unpaid' }) };
    expect(returnState(byHand, paidBack)).toBe('paid');
  });

  it('tells of a payment still settling, an ended hold and a cancelled booking', () => {
    expect(
      returnState({ booking: booked, payment: payment({ state: 'processing' }) }, paidBack),
    ).toBe('processing');
    expect(
      returnState({ booking: awaiting, payment: payment({ state: 'not_completed' }) }, paidBack),
    ).toBe('not_completed');
    expect(
      returnState(
        { booking: { status: 'expired', payed: false }, payment: payment({ state: 'awaiting' }) },
        back,
      ),
    ).toBe('not_completed');
    expect(
      returnState(
        {
          booking: { status: 'cancelled', payed: false },
          payment: payment({ state: 'not_completed' }),
        },
        back,
      ),
    ).toBe('cancelled');
  });

  it('gives the end of the hold in UK time, summer and winter', () => {
    expect(heldUntil(SUMMER)).toBe('We are holding your places until 14:35 (UK time).');
    expect(heldUntil(WINTER)).toBe('We are holding your places until 14:35 (UK time).');
  });
});

describe('the payment on the manage page', () => {
  const booking = { payed: false } as Parameters<typeof paymentRowLabel>[0]['booking'];

  it('says how the booking is paid, or until when it waits for its payment', () => {
    expect(paymentRowLabel({ booking, payment: payment() })).toBe('Awaiting payment until 14:35');
    expect(paymentRowLabel({ booking, payment: payment({ state: 'unpaid' }) })).toBe('To pay');
    expect(
      paymentRowLabel({
        booking: { ...booking, payed: true, card: { state: 'paid', holds: true, amount: 8400 } },
        payment: payment({ state: 'paid' }),
      }),
    ).toBe('Paid by card');
    expect(
      paymentRowLabel({
        booking: { ...booking, payed: true },
        payment: payment({ state: 'paid' }),
      }),
    ).toBe('Paid');
    expect(paymentRowLabel({ booking, payment: payment({ state: 'paid', refunded: 42 }) })).toBe(
      'Refunded £42',
    );
    expect(paymentRowLabel({ booking, payment: payment({ state: 'processing' }) })).toBe(
      'Payment being processed',
    );
    expect(paymentRowLabel({ booking, payment: payment({ state: 'not_completed' }) })).toBe(
      'Payment not completed',
    );
  });

  it('names the state of a booking held for its payment or released', () => {
    expect(statusLabel('booked')).toBe('Booked');
    expect(statusLabel(undefined)).toBe('Booked');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel('awaiting_payment')).toBe('Places held while you pay');
    expect(statusLabel('expired')).toBe('Places released');
  });
});

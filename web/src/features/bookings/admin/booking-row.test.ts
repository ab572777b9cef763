import { describe, expect, it } from 'vitest';
import type { Booking, CardPayment } from '@domain/model';
import { cardRefundable, rowActions, rowKindOf } from './booking-row';

type Row = Pick<Booking, 'status' | 'payed' | 'card' | 'email'>;
const row = (over: Partial<Row> = {}): Row => ({ payed: false, email: 'a@example.com', ...over });
const paid: CardPayment = { state: 'paid', holds: true, amount: 3500, paymentIntentId: 'pi_1' };
const offered = { cardOffered: true };

describe('rowKindOf', () => {
  it('reads the booking’s status, a booking without one being booked', () => {
    expect(rowKindOf({})).toBe('booked');
    expect(rowKindOf({ status: 'booked' })).toBe('booked');
    expect(rowKindOf({ status: 'awaiting_payment' })).toBe('awaiting');
    expect(rowKindOf({ status: 'expired' })).toBe('not_completed');
    expect(rowKindOf({ status: 'cancelled' })).toBe('cancelled');
  });
});

describe('rowActions', () => {
  it('lets staff mark an unpaid booking paid, remind, edit, move, cancel and send a card link', () => {
    expect(rowActions(row(), offered)).toEqual({
      payToggle: 'Mark Payed',
      remind: true,
      edit: true,
      move: true,
      cancel: true,
      sendCardLink: true,
    });
  });

  it('offers "Mark Unpaid" for a booking paid another way, and no card link', () => {
    expect(rowActions(row({ payed: true }), offered)).toMatchObject({
      payToggle: 'Mark Unpaid',
      sendCardLink: false,
    });
  });

  it('gives a booking paid by card no way to mark it unpaid (or paid again), nor a card link', () => {
    for (const card of [paid, { ...paid, state: 'refunded' as const, refunded: 500 }]) {
      expect(rowActions(row({ payed: true, card }), offered)).toMatchObject({
        payToggle: null,
        sendCardLink: false,
        cancel: true,
      });
    }
  });

  it('offers the card link only where the studio takes cards and the booker has an email', () => {
    expect(rowActions(row(), { cardOffered: false }).sendCardLink).toBe(false);
    expect(rowActions(row({ email: '' }), offered).sendCardLink).toBe(false);
  });

  it('leaves a booking awaiting its card payment only Cancel', () => {
    const card: CardPayment = { state: 'awaiting', holds: true, amount: 3500, holdUntil: 1 };
    expect(rowActions(row({ status: 'awaiting_payment', card }), offered)).toEqual({
      payToggle: null,
      remind: false,
      edit: false,
      move: false,
      cancel: true,
      sendCardLink: false,
    });
  });

  it('leaves cancelled bookings and ended holds nothing to do', () => {
    for (const status of ['cancelled', 'expired'] as const) {
      expect(Object.values(rowActions(row({ status }), offered)).filter(Boolean)).toEqual([]);
    }
  });
});

describe('cardRefundable', () => {
  it('is what is left of a card payment to refund, and nothing for other payments', () => {
    expect(cardRefundable({ card: paid })).toBe(3500);
    expect(cardRefundable({ card: { ...paid, state: 'refunded', refunded: 500 } })).toBe(3000);
    expect(cardRefundable({ card: { ...paid, refundRequested: 3500 } })).toBe(0);
    expect(cardRefundable({ card: { ...paid, state: 'awaiting' } })).toBe(0);
    expect(cardRefundable({})).toBe(0);
  });
});

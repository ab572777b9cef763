import { POLICY_MESSAGES } from '@domain/policy';
import { describe, expect, it } from 'vitest';
import { cancelledMessage, refundWords, movedMessage, policyNow } from './manage-wording';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 2, 1, 12);
const booked = (hoursAway: number) => ({
  status: 'booked' as const,
  date_of_workshop: now + hoursAway * HOUR,
});

describe('what the policy allows, in words', () => {
  it('offers cancelling and moving more than 48 hours before', () => {
    expect(policyNow(booked(72), { canCancel: true, canMove: true }, now)).toMatch(
      /more than 48 hours away, so you can cancel your booking or move it/,
    );
    expect(policyNow(booked(72), { canCancel: true, canMove: false }, now)).toMatch(
      /no other date with room/,
    );
  });

  it('explains within 48 hours why only a move is offered', () => {
    expect(policyNow(booked(24), { canCancel: false, canMove: true }, now)).toBe(
      POLICY_MESSAGES.cancelTooLate,
    );
    expect(policyNow(booked(24), { canCancel: false, canMove: false }, now)).toMatch(
      /please contact us\.$/,
    );
  });

  it('says a booking moved within its 48 hours can move again but not be cancelled', () => {
    const moved = { ...booked(24 * 20), cancelBy: now - HOUR };
    expect(policyNow(moved, { canCancel: false, canMove: true }, now)).toBe(
      POLICY_MESSAGES.movedLate,
    );
  });

  it('says a started or cancelled booking can no longer change', () => {
    const none = { canCancel: false, canMove: false };
    expect(policyNow(booked(-1), none, now)).toBe(POLICY_MESSAGES.started);
    expect(policyNow({ ...booked(72), status: 'cancelled' }, none, now)).toBe(
      POLICY_MESSAGES.cancelled,
    );
  });
});

describe('the result of a change', () => {
  const booking = {
    payed: true,
    total_price: 40,
    day: 'Saturday',
    date: '14',
    month: 'March',
    year: '2026',
    time: '10am',
  };

  it('promises the refund of a paid booking that was cancelled', () => {
    expect(cancelledMessage(booking)).toBe(
      'Your booking is cancelled. As you have paid, we will refund £40 to you. We have emailed you to confirm.',
    );
    expect(cancelledMessage({ ...booking, payed: false })).toBe(
      'Your booking is cancelled. We have emailed you to confirm.',
    );
  });

  it('says a gift voucher’s part goes back on the voucher, and refunds only what was paid', () => {
    const voucher = { code: '7KQ3-PXW2-9HMD', amount: 25 };
    expect(cancelledMessage({ ...booking, voucher, amountDue: 15 })).toBe(
      'Your booking is cancelled. As you have paid, we will refund £15 to you, and £25 has gone back on your gift voucher. We have emailed you to confirm.',
    );
    expect(cancelledMessage({ ...booking, voucher, amountDue: 15, payed: false })).toBe(
      'Your booking is cancelled. £25 has gone back on your gift voucher. We have emailed you to confirm.',
    );
    expect(
      refundWords({ ...booking, voucher: { ...voucher, amount: 40 }, amountDue: 0 }, false),
    ).toBe(' £40 will go back on your gift voucher.');
    expect(refundWords({ ...booking, voucher, amountDue: 15 }, false)).toBe(
      ' We will refund £15 to you, and £25 will go back on your gift voucher.',
    );
  });

  it('names the new date of a moved booking', () => {
    expect(movedMessage(booking)).toMatch(
      /^Your booking is moved to Saturday 14th March 2026, 10am\./,
    );
  });
});

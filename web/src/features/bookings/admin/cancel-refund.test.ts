import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@domain/field-errors';
import { type CancelValues, cancelRequest, refundNote } from './cancel-refund';

const values = (over: Partial<CancelValues> = {}): CancelValues => ({
  notify: true,
  reason: '',
  askedByBooker: false,
  refund: 'full',
  refundAmount: '',
  ...over,
});

const errorsOf = (result: ReturnType<typeof cancelRequest>) =>
  result.success ? {} : fieldErrors(result.error);

describe('cancelRequest', () => {
  it('sends no refund choice for a booking not paid by card', () => {
    const result = cancelRequest('b1', true, 0, values({ refund: 'part', refundAmount: '5' }));
    expect(result.success && result.data).toMatchObject({ id: 'b1', notify: true });
    expect(result.success && result.data.refundAmount).toBeUndefined();
  });

  it('sends a full refund, or no refund, of a card payment without an amount', () => {
    const full = cancelRequest('b1', true, 3500, values());
    expect(full.success && full.data).toMatchObject({ refund: 'full' });
    const none = cancelRequest('b1', true, 3500, values({ refund: 'none', refundAmount: '5' }));
    expect(none.success && none.data).toMatchObject({ refund: 'none', refundAmount: undefined });
  });

  it('sends a part refund in pounds', () => {
    const part = cancelRequest('b1', false, 3500, values({ refund: 'part', refundAmount: ' 5 ' }));
    expect(part.success && part.data).toMatchObject({
      refund: 'part',
      refundAmount: 5,
      notify: false,
    });
  });

  it('asks for the amount of a part refund, in pounds and pence, at most what is left', () => {
    expect(errorsOf(cancelRequest('b1', true, 3500, values({ refund: 'part' })))).toEqual({
      refundAmount: 'Enter the amount to refund, such as 12.50',
    });
    expect(
      errorsOf(cancelRequest('b1', true, 3500, values({ refund: 'part', refundAmount: '1.234' }))),
    ).toEqual({ refundAmount: 'Enter the amount to refund, such as 12.50' });
    expect(
      errorsOf(cancelRequest('b1', true, 3500, values({ refund: 'part', refundAmount: '35.01' }))),
    ).toEqual({ refundAmount: 'Enter a refund of at most £35' });
    expect(
      cancelRequest('b1', true, 3500, values({ refund: 'part', refundAmount: '35' })).success,
    ).toBe(true);
  });
});

describe('refundNote', () => {
  it('says what goes back to the card', () => {
    expect(refundNote(3500, { refund: 'full' }, 3500)).toBe(
      'Refunding £35 of £35 to the card through Stripe.',
    );
    expect(refundNote(3500, { refund: 'part', refundAmount: 5 }, 3500)).toBe(
      'Refunding £5 of £35 to the card through Stripe.',
    );
    // £5 went back before: the note counts it, as the bookings list does.
    expect(refundNote(3000, { refund: 'part', refundAmount: 5 }, 3500)).toBe(
      'Refunding £10 of £35 to the card through Stripe.',
    );
    expect(refundNote(3500, { refund: 'none' }, 3500)).toBe('Nothing was refunded to the card.');
    expect(refundNote(0, { refund: 'full' }, 0)).toBe('');
  });
});

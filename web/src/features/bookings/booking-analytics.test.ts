import type { Booking } from '@domain/model';
import { describe, expect, it } from 'vitest';
import { beginCheckoutEvent, purchaseEvent } from './booking-analytics';

describe('booking analytics events', () => {
  it('begin_checkout carries the workshop and its price in pounds', () => {
    expect(
      beginCheckoutEvent({ id: 'learn-to-knit', name: 'Learn to Knit', priceForTotal: 35 }),
    ).toEqual({
      currency: 'GBP',
      value: 35,
      items: [{ item_id: 'learn-to-knit', item_name: 'Learn to Knit', price: 35, quantity: 1 }],
    });
  });

  it('purchase carries the total, the guests as quantity and the reference as transaction id', () => {
    const booking = {
      id: 'b1',
      workshop_type: 'learn-to-knit',
      workshop_name: 'Learn to Knit',
      guests: 3,
      total_price: 105,
    } as Booking;
    expect(purchaseEvent(booking, '7K3Q-PXW2')).toEqual({
      transaction_id: '7K3Q-PXW2',
      currency: 'GBP',
      value: 105,
      items: [{ item_id: 'learn-to-knit', item_name: 'Learn to Knit', price: 35, quantity: 3 }],
    });
  });
});

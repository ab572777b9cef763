import type { VisitorBooking } from '@domain/booking';
import type { WorkshopType } from '@domain/model';
import { logEvent } from '../../lib/analytics';

// The GA4 ecommerce events of the booking flow (sent only when analytics is on).

const CURRENCY = 'GBP';

function item(id: string, name: string, price: number, quantity = 1) {
  return { item_id: id, item_name: name, price, quantity };
}

/** A visitor starts booking a workshop (its "Book" button). */
export function beginCheckoutEvent(type: Pick<WorkshopType, 'id' | 'name' | 'priceForTotal'>) {
  const price = Number.isFinite(type.priceForTotal) ? type.priceForTotal : 0;
  return {
    currency: CURRENCY,
    value: price,
    items: [item(type.id, type.name, price)],
  };
}

/** A booking is saved: its total, with the short reference as the transaction id. */
export function purchaseEvent(booking: VisitorBooking, reference?: string | null) {
  const guests = Math.max(1, booking.guests);
  return {
    transaction_id: reference ?? booking.id,
    currency: CURRENCY,
    value: booking.total_price,
    items: [
      item(booking.workshop_type, booking.workshop_name, booking.total_price / guests, guests),
    ],
  };
}

export const logBeginCheckout = (type: Parameters<typeof beginCheckoutEvent>[0]) =>
  logEvent('begin_checkout', beginCheckoutEvent(type));

export const logPurchase = (booking: VisitorBooking, reference?: string | null) =>
  logEvent('purchase', purchaseEvent(booking, reference));

export const logJoinWaitlist = (workshopType: string, guests: number) =>
  logEvent('join_waitlist', { workshop_type: workshopType, guests });

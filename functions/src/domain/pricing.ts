import { toPence, toPounds } from './payment.js';
import { totalPrice } from './price.js';

// A booking's price (docs/product.md#pricing): the full price of its places, less a discount
// code's part, less what a gift voucher pays. Counted in whole pence, so every amount in pounds
// is exact to the penny; the server computes each of them (a client's totals are never trusted).

/** What a discount code takes off: a percentage of the full price, or a fixed amount (pounds). */
export type DiscountRule = { percentOff: number } | { amountOff: number };

export interface PriceRequest {
  /** The price of one place, pounds. */
  unitPrice: number;
  places: number;
  discount?: DiscountRule;
  /** What is left on a gift voucher, pence: it pays what the discount leaves. */
  voucherBalancePence?: number;
}

/** Every figure in pounds, each a whole number of pence. */
export interface BookingPrice {
  /** The places at the full price. */
  fullPrice: number;
  /** What the discount code took off. */
  discountAmount: number;
  /** What the booking costs: the full price less the discount, never below £0. */
  total: number;
  /** The part a gift voucher pays: at most its balance and at most the total. */
  voucherAmount: number;
  /** What is left to pay: the total less the voucher's part. */
  amountDue: number;
}

/**
 * The discount in pence on a full price in pence. A percentage is rounded down to the penny
 * (12.5 % of £9.99 is 124.875p: 124p off), so rounding never costs the studio a penny; a fixed
 * amount over the price takes the whole price and no more; 100 % off is the whole price.
 */
export function discountPence(fullPence: number, rule: DiscountRule | undefined): number {
  if (!rule || !(fullPence > 0)) return 0;
  const off =
    'percentOff' in rule
      ? Math.floor((fullPence * Math.min(100, Math.max(0, rule.percentOff))) / 100)
      : toPence(Math.max(0, rule.amountOff));
  return Math.min(fullPence, off);
}

/** A booking's full price, discount, total, voucher part and amount due. */
export function priceBooking({
  unitPrice,
  places,
  discount,
  voucherBalancePence = 0,
}: PriceRequest): BookingPrice {
  const full = Math.max(0, toPence(totalPrice(unitPrice, places)) || 0);
  const off = discountPence(full, discount);
  const total = full - off;
  const voucher = Math.min(total, Math.max(0, Math.floor(voucherBalancePence)));
  return {
    fullPrice: toPounds(full),
    discountAmount: toPounds(off),
    total: toPounds(total),
    voucherAmount: toPounds(voucher),
    amountDue: toPounds(total - voucher),
  };
}

import type { BuyVoucherBody } from '@domain/voucher';
import { api } from '../../../lib/api-client';

/** POST /api/buy_voucher: the purchase stored and its Stripe Checkout page to pay on. */
export function buyVoucher(body: BuyVoucherBody) {
  return api<'post /api/buy_voucher'>('buy_voucher', { method: 'POST', body });
}

import { api } from '../../../lib/api-client';

/** GET /api/gift_voucher/:token: the voucher to print, or that it is on its way. */
export function getVoucherPage(token: string) {
  return api<'get /api/gift_voucher/:token'>(`gift_voucher/${encodeURIComponent(token)}`);
}

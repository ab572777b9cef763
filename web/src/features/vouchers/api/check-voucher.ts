import type { CheckVoucherInput } from '@domain/voucher';
import type { VoucherCheck } from '@domain/contracts/vouchers';
import { api } from '../../../lib/api-client';

/** POST /api/check_voucher: what a gift voucher code would pay of a total. */
export function checkVoucher(body: CheckVoucherInput): Promise<VoucherCheck> {
  return api<'post /api/check_voucher'>('check_voucher', { method: 'POST', body });
}

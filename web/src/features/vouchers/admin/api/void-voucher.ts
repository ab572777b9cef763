import type { VoidVoucherInput } from '@domain/voucher';
import { adminApi } from '../../../../lib/auth';

/** POST /api/void_voucher: the voucher can no longer be spent; the reason is in its ledger. */
export const voidVoucher = (body: VoidVoucherInput) =>
  adminApi<'post /api/void_voucher'>('void_voucher', { method: 'POST', body });

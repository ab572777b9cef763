import type { ExtendVoucherInput } from '@domain/voucher';
import { adminApi } from '../../../../lib/auth';

/** POST /api/extend_voucher: a later last day. */
export const extendVoucher = (body: ExtendVoucherInput) =>
  adminApi<'post /api/extend_voucher'>('extend_voucher', { method: 'POST', body });

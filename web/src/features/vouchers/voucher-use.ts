import type { VoucherCheck } from '@domain/contracts/vouchers';
import { toPence, toPounds } from '@domain/payment';
import { coveredPence } from '@domain/voucher';

/**
 * What a checked voucher's balance pays of the booking's total as it stands now (after any
 * discount), and what is left: the server works it out the same way when the booking is sent
 * (docs/product.md#pricing), so a code applied after the voucher changes both.
 */
export function voucherUse(voucher: VoucherCheck, total: number) {
  const used = coveredPence(toPence(total), toPence(voucher.balance));
  return { code: voucher.code, used: toPounds(used), left: toPounds(toPence(total) - used) };
}

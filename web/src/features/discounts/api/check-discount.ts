import type { CheckDiscountBody } from '@domain/discount';
import type { CheckedDiscount } from '@domain/contracts/discounts';
import { api } from '../../../lib/api-client';

/** POST /api/check_discount: what the booking would cost with the code, or why not. */
export function checkDiscount(body: CheckDiscountBody): Promise<CheckedDiscount> {
  return api<'post /api/check_discount'>('check_discount', { method: 'POST', body });
}

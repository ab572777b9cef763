import type { DiscountCodeBody } from '@domain/discount';
import { adminApi } from '../../../../lib/auth';

/** POST /api/discount_code: creates a code (`create`) or changes one, keeping its uses. */
export const saveDiscountCode = (body: DiscountCodeBody) =>
  adminApi<'post /api/discount_code'>('discount_code', { method: 'POST', body });

import { adminApi } from '../../../../lib/auth';

/** POST /api/discount_code_active: switches a code on or off. */
export const setDiscountCodeActive = (code: string, active: boolean) =>
  adminApi<'post /api/discount_code_active'>('discount_code_active', {
    method: 'POST',
    body: { code, active },
  });

import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/discount_codes: every discount code, newest first, with its uses. */
export const discountCodesQuery = adminQuery<'get /api/discount_codes'>('discount_codes');

import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/vouchers: every gift voucher with its balance, expiry and ledger. */
export const vouchersQuery = adminQuery<'get /api/vouchers'>('vouchers');

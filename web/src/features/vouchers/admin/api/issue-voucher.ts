import type { IssueVoucherBody } from '@domain/voucher';
import { adminApi } from '../../../../lib/auth';

/** POST /api/issue_voucher: a voucher sold at the counter or given away; answers its code. */
export const issueVoucher = (body: IssueVoucherBody) =>
  adminApi<'post /api/issue_voucher'>('issue_voucher', { method: 'POST', body });

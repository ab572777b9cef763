import type { MonthlySeries } from '@domain/contracts/monthly';
import { adminApi } from '../../../../lib/auth';

export const deleteMonthlyWorkshop = (kind: MonthlySeries, id: string) =>
  adminApi<`post /api/delete_${MonthlySeries}`>(`delete_${kind}`, { method: 'POST', body: { id } });

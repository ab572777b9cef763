import type { MonthlySeries } from '@domain/contracts/monthly';
import type { MonthlyWorkshopInput } from '@domain/admin-monthly-workshop';
import { adminApi } from '../../../../lib/auth';

/** The whole form again, with the month's id (retiring it is `active: false`). */
export const updateMonthlyWorkshop = (
  kind: MonthlySeries,
  body: MonthlyWorkshopInput & { id: string },
) => adminApi<`post /api/update_${MonthlySeries}`>(`update_${kind}`, { method: 'POST', body });

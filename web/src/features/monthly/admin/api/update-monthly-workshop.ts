import type { MonthlyWorkshopInput } from '@domain/admin-monthly-workshop';
import type { MonthlyWorkshop } from '@domain/model';
import { adminApi } from '../../../../lib/auth';
import type { MonthlySeries } from '../../api/monthly-workshops';

/** The whole form again, with the month's id (retiring it is `active: false`). */
export const updateMonthlyWorkshop = (kind: MonthlySeries, body: MonthlyWorkshopInput) =>
  adminApi<MonthlyWorkshop>(`update_${kind}`, { method: 'POST', body });

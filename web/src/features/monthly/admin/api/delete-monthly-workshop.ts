import type { MonthlyWorkshop } from '@domain/model';
import { adminApi } from '../../../../lib/auth';
import type { MonthlySeries } from '../../api/monthly-workshops';

export const deleteMonthlyWorkshop = (kind: MonthlySeries, id: string) =>
  adminApi<MonthlyWorkshop>(`delete_${kind}`, { method: 'POST', body: { id } });

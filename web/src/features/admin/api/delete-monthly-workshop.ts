import type { MonthlyWorkshop } from '@domain/model';
import { adminApi } from '../../../lib/auth';
import type { MonthlyKind } from './add-monthly-workshop';

export const deleteMonthlyWorkshop = (kind: MonthlyKind, id: string) =>
  adminApi<MonthlyWorkshop>(`delete_${kind}`, { method: 'POST', body: { id } });

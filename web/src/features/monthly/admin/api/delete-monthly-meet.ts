import type { MonthlyMeet } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

export const deleteMonthlyMeet = (id: string) =>
  adminApi<MonthlyMeet>('delete_monthly_meet', { method: 'POST', body: { id } });

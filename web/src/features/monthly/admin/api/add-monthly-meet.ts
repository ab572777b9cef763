import type { MonthlyMeetInput } from '@domain/admin-monthly-workshop';
import type { MonthlyMeet } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

export const addMonthlyMeet = (body: MonthlyMeetInput) =>
  adminApi<MonthlyMeet>('add_monthly_meet', { method: 'POST', body });

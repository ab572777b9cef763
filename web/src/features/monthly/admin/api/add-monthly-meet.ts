import type { MonthlyMeetInput } from '@domain/admin-monthly-workshop';
import { adminApi } from '../../../../lib/auth';

export const addMonthlyMeet = (body: MonthlyMeetInput) =>
  adminApi<'post /api/add_monthly_meet'>('add_monthly_meet', { method: 'POST', body });

import type { MonthlyMeetInput } from '@domain/admin-monthly-workshop';
import { adminApi } from '../../../../lib/auth';

/** The whole form again, with the meet's id. */
export const updateMonthlyMeet = (body: MonthlyMeetInput & { id: string }) =>
  adminApi<'post /api/update_monthly_meet'>('update_monthly_meet', { method: 'POST', body });

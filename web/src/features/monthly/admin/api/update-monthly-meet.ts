import type { MonthlyMeetInput } from '@domain/admin-monthly-workshop';
import type { MonthlyMeet } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

/** The whole form again, with the meet's id. */
export const updateMonthlyMeet = (body: MonthlyMeetInput & { id: string }) =>
  adminApi<MonthlyMeet>('update_monthly_meet', { method: 'POST', body });

import { adminApi } from '../../../../lib/auth';

export const deleteMonthlyMeet = (id: string) =>
  adminApi<'post /api/delete_monthly_meet'>('delete_monthly_meet', {
    method: 'POST',
    body: { id },
  });

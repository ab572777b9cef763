import type { ScheduleWorkshopInput } from '@domain/schedule';
import { adminApi } from '../../../../lib/auth';

export const addWorkshop = (body: ScheduleWorkshopInput) =>
  adminApi<'post /api/add_new_workshop'>('add_new_workshop', { method: 'POST', body });

import type { ScheduledWorkshop } from '@domain/model';
import type { ScheduleWorkshopInput } from '@domain/schedule';
import { adminApi } from '../../../../lib/auth';

export const addWorkshop = (body: ScheduleWorkshopInput) =>
  adminApi<ScheduledWorkshop>('add_new_workshop', { method: 'POST', body });

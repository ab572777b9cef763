import type { UpdateScheduledWorkshopInput } from '@domain/schedule';
import { adminApi } from '../../../../lib/auth';

/** 409 naming the places taken when the new capacity is below them. */
export const updateScheduledWorkshop = (body: UpdateScheduledWorkshopInput) =>
  adminApi<'post /api/update_scheduled_workshop'>('update_scheduled_workshop', {
    method: 'POST',
    body,
  });

import type { CancelScheduledWorkshopInput } from '@domain/schedule';
import { adminApi } from '../../../../lib/auth';

export const cancelScheduledWorkshop = (body: CancelScheduledWorkshopInput) =>
  adminApi<'post /api/cancel_scheduled_workshop'>('cancel_scheduled_workshop', {
    method: 'POST',
    body,
  });

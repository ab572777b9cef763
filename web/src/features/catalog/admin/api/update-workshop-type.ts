import type { WorkshopTypeInput } from '@domain/admin-workshop-type';
import { adminApi } from '../../../../lib/auth';

/** Sends the whole workshop type. */
export const updateWorkshopType = (body: WorkshopTypeInput) =>
  adminApi<'put /api/update_workshop_type'>('update_workshop_type', { method: 'PUT', body });

import type { WorkshopTypeInput } from '@domain/admin-workshop-type';
import type { WorkshopType } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

/** Sends the whole workshop type. */
export const updateWorkshopType = (body: WorkshopTypeInput) =>
  adminApi<WorkshopType>('update_workshop_type', { method: 'PUT', body });

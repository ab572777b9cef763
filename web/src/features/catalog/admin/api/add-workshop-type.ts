import type { NewWorkshopTypeInput } from '@domain/admin-workshop-type';
import type { WorkshopType } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

export const addWorkshopType = (body: NewWorkshopTypeInput) =>
  adminApi<WorkshopType>('add_new_workshop_type', { method: 'POST', body });

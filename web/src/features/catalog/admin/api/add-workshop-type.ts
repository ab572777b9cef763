import type { NewWorkshopTypeInput } from '@domain/admin-workshop-type';
import { adminApi } from '../../../../lib/auth';

export const addWorkshopType = (body: NewWorkshopTypeInput) =>
  adminApi<'post /api/add_new_workshop_type'>('add_new_workshop_type', { method: 'POST', body });

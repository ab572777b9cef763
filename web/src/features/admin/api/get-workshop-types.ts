import type { WorkshopType } from '@domain/model';
import { adminApi } from '../../../lib/auth';

/** Every workshop type, inactive ones too, sorted by name. */
export const getWorkshopTypes = (signal?: AbortSignal) =>
  adminApi<WorkshopType[]>('workshop_types_for_admin', { signal });

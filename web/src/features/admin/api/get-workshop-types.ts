import type { WorkshopType } from '@domain/model';
import { adminQuery } from './admin-query';

/** GET /api/workshop_types_for_admin: every workshop type, inactive ones too, sorted by name. */
export const workshopTypesQuery = adminQuery<WorkshopType[]>('workshop_types_for_admin');

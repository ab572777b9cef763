import { useApi } from '../../../components/use-api';
import type { WorkshopWithSessions } from './workshop-types';

export const workshopTypePath = (id: string) => `workshop_types/${encodeURIComponent(id)}`;

/** GET /api/workshop_types/:id: one active type with its future dates (404 otherwise). */
export const useWorkshopType = (id: string) => useApi<WorkshopWithSessions>(workshopTypePath(id));

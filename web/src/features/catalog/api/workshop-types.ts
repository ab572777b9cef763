import type { ScheduledWorkshop, WorkshopType } from '@domain/model';
import { useApi } from '../../../components/use-api';

export type WorkshopWithSessions = WorkshopType & { sessions: ScheduledWorkshop[] };

export const workshopTypesPath = 'workshop_types';

/** GET /api/workshop_types: active types, each with its future dates. */
export const useWorkshopTypes = () => useApi<WorkshopWithSessions[]>(workshopTypesPath);

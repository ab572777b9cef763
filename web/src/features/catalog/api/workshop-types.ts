import type { ScheduledWorkshop, WorkshopType } from '@domain/model';
import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

export type WorkshopWithSessions = WorkshopType & { sessions: ScheduledWorkshop[] };

/** GET /api/workshop_types: active types, each with its future dates. */
export const workshopTypesQuery = visitorQuery<WorkshopWithSessions[]>('workshop_types');

export const useWorkshopTypes = () => useQuery(workshopTypesQuery);

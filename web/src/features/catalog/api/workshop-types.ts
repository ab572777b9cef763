import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/workshop_types: active types, each with its future dates. */
export const workshopTypesQuery = visitorQuery<'get /api/workshop_types'>('workshop_types');

export const useWorkshopTypes = () => useQuery(workshopTypesQuery);

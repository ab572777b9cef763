import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/workshop_types (the same data as the workshop list): each active type's craft. */
export const craftTypesQuery = visitorQuery<'get /api/workshop_types'>('workshop_types');

export const useCraftTypes = () => useQuery(craftTypesQuery);

import type { WorkshopType } from '@domain/model';
import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/workshop_types (the same data as the workshop list): each active type's craft. */
export const craftTypesQuery =
  visitorQuery<Pick<WorkshopType, 'id' | 'craftType'>[]>('workshop_types');

export const useCraftTypes = () => useQuery(craftTypesQuery);

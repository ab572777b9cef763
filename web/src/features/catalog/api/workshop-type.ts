import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/workshop_types/:id: one active type with its future dates (404 otherwise). */
export const workshopTypeQuery = (id: string) =>
  visitorQuery<'get /api/workshop_types/:id'>(`workshop_types/${encodeURIComponent(id)}`);

export const useWorkshopType = (id: string) => useQuery(workshopTypeQuery(id));

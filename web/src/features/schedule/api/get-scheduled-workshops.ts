import type { ScheduledWorkshop } from '@domain/model';
import { api } from '../../../lib/api-client';
import type { QueryDef } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/**
 * GET /api/scheduled_workshops/:typeId: the type's future dates. Places go quickly, so a copy
 * is shown only as long as the server lets browsers keep it (10 s), and a retry, or the dates
 * after a refused booking, ask past every cache (`?fresh=`).
 */
export function scheduledWorkshopsQuery(typeId: string): QueryDef<ScheduledWorkshop[]> {
  const path = `scheduled_workshops/${encodeURIComponent(typeId)}` as const;
  return {
    key: path,
    staleMs: 10_000,
    fetch: (signal, { reload }) =>
      api<'get /api/scheduled_workshops/:typeId'>(reload ? `${path}?fresh=${Date.now()}` : path, {
        signal,
      }),
  };
}

export const useScheduledWorkshops = (typeId: string) => useQuery(scheduledWorkshopsQuery(typeId));

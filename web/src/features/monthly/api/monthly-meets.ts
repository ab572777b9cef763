import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/monthly_meets: the active meets. */
export const monthlyMeetsQuery = visitorQuery<'get /api/monthly_meets'>('monthly_meets');

export const useMonthlyMeets = () => useQuery(monthlyMeetsQuery);

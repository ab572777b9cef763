import type { MonthlyMeet } from '@domain/model';
import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/monthly_meets: the active meets. */
export const monthlyMeetsQuery = visitorQuery<MonthlyMeet[]>('monthly_meets');

export const useMonthlyMeets = () => useQuery(monthlyMeetsQuery);

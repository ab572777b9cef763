import type { MonthlyMeet } from '@domain/model';
import { useApi } from '../../../components/use-api';

export const monthlyMeetsPath = 'monthly_meets';

/** GET /api/monthly_meets: the active meets. */
export const useMonthlyMeets = () => useApi<MonthlyMeet[]>(monthlyMeetsPath);

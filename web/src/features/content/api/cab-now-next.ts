import type { MonthlyWorkshop } from '@domain/model';
import { useApi } from '../../../components/use-api';

export const cabNowNextPath = 'cab_now_next';

/** GET /api/cab_now_next: this month's and next month's Crochet a Bouquet. */
export const useCabNowNext = () =>
  useApi<{ now: MonthlyWorkshop | null; next: MonthlyWorkshop | null }>(cabNowNextPath);

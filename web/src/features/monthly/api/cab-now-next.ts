import type { MonthlyWorkshop } from '@domain/model';
import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** The workshop type whose description page shows the next bouquets. */
export const BOUQUET_TYPE_ID = 'crochet-a-bouquet';

/** GET /api/cab_now_next: this month's and next month's Crochet a Bouquet. */
export const cabNowNextQuery = visitorQuery<{
  now: MonthlyWorkshop | null;
  next: MonthlyWorkshop | null;
}>('cab_now_next');

export const useCabNowNext = () => useQuery(cabNowNextQuery);

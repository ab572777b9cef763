import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** The workshop type whose description page shows the next bouquets. */
export const BOUQUET_TYPE_ID = 'crochet-a-bouquet';

/** GET /api/cab_now_next: this month's and next month's Crochet a Bouquet. */
export const cabNowNextQuery = visitorQuery<'get /api/cab_now_next'>('cab_now_next');

export const useCabNowNext = () => useQuery(cabNowNextQuery);

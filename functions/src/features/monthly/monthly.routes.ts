import { route } from '../../http/route.js';
import { CACHE_PUBLIC, cache } from '../../lib/cache.js';
import {
  bouquetNowNext,
  listBouquets,
  listGrannySquares,
  listMonthlyMeets,
  listYarnAndYarn,
  nextYarnAndYarn,
} from './monthly.service.js';

const publicGet = (path: string, load: () => Promise<unknown>) =>
  route('get', path, async (_req, res) => {
    const body = await load();
    cache(res, CACHE_PUBLIC);
    res.json(body);
  });

export const monthlyRoutes = [
  publicGet('/api/monthly_meets', () => listMonthlyMeets()),
  publicGet('/api/crochet_a_bouquet', () => listBouquets()),
  publicGet('/api/cab_now_next', () => bouquetNowNext()),
  publicGet('/api/granny_square_monthly', () => listGrannySquares()),
  publicGet('/api/yarn_and_yarn', () => listYarnAndYarn()),
  publicGet('/api/next_yarn_and_yarn', () => nextYarnAndYarn()),
];

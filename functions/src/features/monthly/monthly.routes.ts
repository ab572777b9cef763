import {
  crochetABouquetSchema,
  grannySquareMonthlySchema,
} from '../../domain/admin-monthly-workshop.js';
import { publicGet, route } from '../../http/route.js';
import { CACHE_PUBLIC } from '../../lib/cache.js';
import { parse } from '../../lib/validate.js';
import {
  addMonthly,
  bouquetNowNext,
  listBouquets,
  listGrannySquares,
  listMonthlyMeets,
  listYarnAndYarn,
  nextYarnAndYarn,
} from './monthly.service.js';

export const monthlyRoutes = [
  publicGet('/api/monthly_meets', CACHE_PUBLIC, () => listMonthlyMeets()),
  publicGet('/api/crochet_a_bouquet', CACHE_PUBLIC, () => listBouquets()),
  publicGet('/api/cab_now_next', CACHE_PUBLIC, () => bouquetNowNext()),
  publicGet('/api/granny_square_monthly', CACHE_PUBLIC, () => listGrannySquares()),
  publicGet('/api/yarn_and_yarn', CACHE_PUBLIC, () => listYarnAndYarn()),
  publicGet('/api/next_yarn_and_yarn', CACHE_PUBLIC, () => nextYarnAndYarn()),
];

export const monthlyAdminRoutes = [
  route('post', '/api/add_granny_square_monthly', async (req, res) => {
    const input = parse(grannySquareMonthlySchema, req.body);
    res.status(201).json(await addMonthly('grannySquareMonthly', input));
  }),
  route('post', '/api/add_crochet_a_bouquet', async (req, res) => {
    const input = parse(crochetABouquetSchema, req.body);
    res.status(201).json(await addMonthly('crochetABouquet', input));
  }),
];

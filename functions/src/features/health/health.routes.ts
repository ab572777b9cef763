import { CACHE_PRIVATE, cache } from '../../lib/cache.js';
import { route } from '../../lib/route.js';

export const healthRoutes = [
  route('get /api/health', (_req, res) => {
    cache(res, CACHE_PRIVATE);
    res.json({ ok: true, service: 'api', time: new Date().toISOString() });
  }),
];

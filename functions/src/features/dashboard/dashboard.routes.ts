import { route } from '../../lib/route.js';
import { dashboard } from './dashboard.service.js';

export const dashboardAdminRoutes = [
  route('get /api/dashboard', async (_req, res) => {
    res.json(await dashboard());
  }),
];

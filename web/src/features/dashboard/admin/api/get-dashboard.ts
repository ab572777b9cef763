import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/dashboard: the staff dashboard's numbers, from one answer. */
export const dashboardQuery = adminQuery<'get /api/dashboard'>('dashboard');

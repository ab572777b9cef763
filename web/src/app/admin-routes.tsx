import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { page } from './lazy-page';

const a = paths.admin;

// Admin routes (SPEC.md section 2). Each is lazy-loaded, so the Firebase SDK they use is only
// downloaded here; every admin page sits inside the admin layout, which is the guard.
export const adminRoutes: RouteObject[] = [
  { path: paths.login, lazy: page(() => import('./routes/admin/login')) },
  {
    lazy: page(() => import('./routes/admin/admin-layout')),
    children: [
      { path: a.home, lazy: page(() => import('./routes/admin/admin-home')) },
      { path: a.addWorkshop, lazy: page(() => import('./routes/admin/add-workshop')) },
    ],
  },
];

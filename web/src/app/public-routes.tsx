import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { page } from './lazy-page';

// Visitor routes (SPEC.md section 2), each lazy-loaded.
export const publicRoutes: RouteObject[] = [
  { path: paths.home, lazy: page(() => import('./routes/home')) },
];

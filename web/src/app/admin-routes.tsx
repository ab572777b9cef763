import type { RouteObject } from 'react-router';

// Admin routes (SPEC.md section 2), each lazy-loaded behind the admin guard.
export const adminRoutes: RouteObject[] = [];

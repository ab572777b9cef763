import type { Route } from './route.js';

// Every route listed here is mounted behind requireAdmin by app.ts.
export const adminRoutes: Route[] = [];

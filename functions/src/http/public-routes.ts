import { bookingRoutes } from '../features/bookings/bookings.routes.js';
import { healthRoutes } from '../features/health/health.routes.js';
import type { Route } from './route.js';

export const publicRoutes: Route[] = [...healthRoutes, ...bookingRoutes];

import { bookingAdminRoutes } from '../features/admin/bookings.routes.js';
import { monthlyWorkshopAdminRoutes } from '../features/admin/monthly-workshops.routes.js';
import { newsAdminRoutes } from '../features/admin/news.routes.js';
import { newsletterAdminRoutes } from '../features/admin/newsletter-signups.routes.js';
import { scheduleAdminRoutes } from '../features/admin/schedule.routes.js';
import { siteContentAdminRoutes } from '../features/admin/site-content.routes.js';
import { workshopTypeAdminRoutes } from '../features/admin/workshop-types.routes.js';
import type { Route } from './route.js';

// Every route listed here is mounted behind requireAdmin by app.ts, and
// functions/test/admin-guard.test.ts proves it for each one.
export const adminRoutes: Route[] = [
  ...workshopTypeAdminRoutes,
  ...scheduleAdminRoutes,
  ...bookingAdminRoutes,
  ...newsAdminRoutes,
  ...monthlyWorkshopAdminRoutes,
  ...newsletterAdminRoutes,
  ...siteContentAdminRoutes,
];

import { auditAdminRoutes } from '../features/audit/audit.routes.js';
import { bookingAdminRoutes } from '../features/bookings/bookings.routes.js';
import { catalogAdminRoutes } from '../features/catalog/catalog.routes.js';
import { contentAdminRoutes } from '../features/content/content.routes.js';
import { monthlyAdminRoutes } from '../features/monthly/monthly.routes.js';
import { newsAdminRoutes } from '../features/news/news.routes.js';
import { peopleAdminRoutes } from '../features/people/people.routes.js';
import { outboxAdminRoutes } from '../features/outbox/outbox.routes.js';
import { newsletterAdminRoutes } from '../features/newsletter/newsletter.routes.js';
import { scheduleAdminRoutes } from '../features/schedule/schedule.routes.js';
import { waitlistAdminRoutes } from '../features/waitlist/waitlist.routes.js';
import type { Route } from './route.js';

// Every route listed here is mounted behind requireAdmin by app.ts, and
// functions/test/admin-guard.test.ts proves it for each one.
export const adminRoutes: Route[] = [
  ...catalogAdminRoutes,
  ...scheduleAdminRoutes,
  ...bookingAdminRoutes,
  ...newsAdminRoutes,
  ...monthlyAdminRoutes,
  ...newsletterAdminRoutes,
  ...contentAdminRoutes,
  ...auditAdminRoutes,
  ...waitlistAdminRoutes,
  ...outboxAdminRoutes,
  ...peopleAdminRoutes,
];

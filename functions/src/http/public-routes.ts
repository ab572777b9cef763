import { bookingRoutes } from '../features/bookings/bookings.routes.js';
import { calendarRoutes } from '../features/calendar/calendar.routes.js';
import { catalogRoutes } from '../features/catalog/catalog.routes.js';
import { contentRoutes } from '../features/content/content.routes.js';
import { healthRoutes } from '../features/health/health.routes.js';
import { monthlyRoutes } from '../features/monthly/monthly.routes.js';
import { newsRoutes } from '../features/news/news.routes.js';
import { newsletterRoutes } from '../features/newsletter/newsletter.routes.js';
import { scheduleRoutes } from '../features/schedule/schedule.routes.js';
import { seoRoutes } from '../features/seo/seo.routes.js';
import { waitlistRoutes } from '../features/waitlist/waitlist.routes.js';
import { withReadsHeader } from '../lib/read-counter.js';
import type { Route } from './route.js';

export const publicRoutes: Route[] = [
  ...healthRoutes,
  ...catalogRoutes,
  ...scheduleRoutes,
  ...calendarRoutes,
  ...monthlyRoutes,
  ...newsRoutes,
  ...contentRoutes,
  ...bookingRoutes,
  ...waitlistRoutes,
  ...newsletterRoutes,
  ...seoRoutes,
].map((r) => ({ ...r, handler: withReadsHeader(r.handler) }));

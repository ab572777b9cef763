import { bookingRoutes } from '../features/bookings/index.js';
import { calendarRoutes } from '../features/calendar/index.js';
import { catalogRoutes } from '../features/catalog/index.js';
import { contentRoutes } from '../features/content/index.js';
import { discountRoutes } from '../features/discounts/index.js';
import { healthRoutes } from '../features/health/index.js';
import { monthlyRoutes } from '../features/monthly/index.js';
import { newsRoutes } from '../features/news/index.js';
import { newsletterRoutes } from '../features/newsletter/index.js';
import { scheduleRoutes } from '../features/schedule/index.js';
import { seoRoutes } from '../features/seo/index.js';
import { waitlistRoutes } from '../features/waitlist/index.js';
import { voucherRoutes } from '../features/vouchers/index.js';
import { withReadsHeader } from '../lib/read-counter.js';

export const publicRoutes = [
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
  ...discountRoutes,
  ...voucherRoutes,
].map((r) => ({ ...r, handler: withReadsHeader(r.handler) }));

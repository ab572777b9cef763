import { auditAdminRoutes } from '../features/audit/index.js';
import { attendanceAdminRoutes, bookingAdminRoutes } from '../features/bookings/index.js';
import { catalogAdminRoutes } from '../features/catalog/index.js';
import { classMessageAdminRoutes } from '../features/class-messages/index.js';
import { contentAdminRoutes } from '../features/content/index.js';
import { dashboardAdminRoutes } from '../features/dashboard/index.js';
import { discountAdminRoutes } from '../features/discounts/index.js';
import { monthlyAdminRoutes } from '../features/monthly/index.js';
import { newsAdminRoutes } from '../features/news/index.js';
import { peopleAdminRoutes } from '../features/people/index.js';
import { outboxAdminRoutes } from '../features/outbox/index.js';
import { newsletterAdminRoutes } from '../features/newsletter/index.js';
import { scheduleAdminRoutes } from '../features/schedule/index.js';
import { waitlistAdminRoutes } from '../features/waitlist/index.js';
import { voucherAdminRoutes } from '../features/vouchers/index.js';

// Every route listed here is mounted behind requireAdmin by app.ts, and
// functions/test/admin-guard.test.ts proves it for each one.
export const adminRoutes = [
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
  ...attendanceAdminRoutes,
  ...dashboardAdminRoutes,
  ...classMessageAdminRoutes,
  ...discountAdminRoutes,
  ...voucherAdminRoutes,
];

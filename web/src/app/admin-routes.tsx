import type { MonthlySeries } from '@domain/contracts/monthly';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { adminPaths } from '../config/admin-paths';
import { lazyRoute, page } from './lazy-page';

const a = adminPaths;

/** The three monthly series share one staff page, told which series it edits. */
const monthlyWorkshops = (path: string, kind: MonthlySeries) =>
  lazyRoute(path, () => import('./routes/admin/monthly-workshops'), { kind });

// Admin routes (docs/product.md#screens). Each is lazy-loaded, so the Firebase SDK they use is only
// downloaded here; every admin page sits inside the admin layout, which is the guard.
export const adminRoutes: RouteObject[] = [
  lazyRoute(paths.login, () => import('./routes/admin/login')),
  {
    lazy: page(() => import('./routes/admin/admin-layout')),
    children: [
      lazyRoute(a.home, () => import('./routes/admin/admin-home')),
      lazyRoute(a.addWorkshop, () => import('./routes/admin/add-workshop')),
      lazyRoute(a.addHomepageNewsItem, () => import('./routes/admin/add-homepage-news')),
      lazyRoute(a.addHomepageNews, () => import('./routes/admin/add-homepage-news')),
      lazyRoute(a.newsletterSignups, () => import('./routes/admin/newsletter-signups')),
      lazyRoute(a.bookedWorkshops, () => import('./routes/admin/booked-workshops')),
      lazyRoute(a.classRegister.pattern, () => import('./routes/admin/class-register')),
      lazyRoute(a.messageClass.pattern, () => import('./routes/admin/message-class')),
      lazyRoute(a.reminderSettings, () => import('./routes/admin/reminder-settings')),
      lazyRoute(a.scheduledWorkshopList, () => import('./routes/admin/scheduled-workshop-list')),
      lazyRoute(a.manageWorkshopTypes, () => import('./routes/admin/manage-workshop-types')),
      lazyRoute(a.addNewWorkshopType, () => import('./routes/admin/add-new-workshop-type')),
      monthlyWorkshops(a.addGrannySquareMonthly, 'granny_square_monthly'),
      monthlyWorkshops(a.addCrochetABouquet, 'crochet_a_bouquet'),
      monthlyWorkshops(a.addYarnAndYarn, 'yarn_and_yarn'),
      lazyRoute(a.addMonthlyMeet, () => import('./routes/admin/add-monthly-meet')),
      lazyRoute(a.auditLog.pattern, () => import('./routes/admin/audit-log')),
      lazyRoute(a.addOtherWayBooking, () => import('./routes/admin/add-other-way-booking')),
      lazyRoute(a.announcement, () => import('./routes/admin/edit-announcement')),
      lazyRoute(a.paymentLinks, () => import('./routes/admin/edit-payment-links')),
      lazyRoute(a.studioDetails, () => import('./routes/admin/edit-studio-details')),
      lazyRoute(a.waitingLists, () => import('./routes/admin/waiting-lists')),
      lazyRoute(a.refundsDue, () => import('./routes/admin/refunds-due')),
      lazyRoute(a.personData, () => import('./routes/admin/person-data')),
      lazyRoute(a.failedEmails, () => import('./routes/admin/failed-emails')),
      lazyRoute(a.discountCodes, () => import('./routes/admin/discount-codes')),
      lazyRoute(a.giftVouchers, () => import('./routes/admin/gift-vouchers-admin')),
    ],
  },
];

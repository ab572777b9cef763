import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { page } from './lazy-page';

const a = paths.admin;

// Admin routes (SPEC.md section 2). Each is lazy-loaded, so the Firebase SDK they use is only
// downloaded here; every admin page sits inside the admin layout, which is the guard.
export const adminRoutes: RouteObject[] = [
  { path: paths.login, lazy: page(() => import('./routes/admin/login')) },
  {
    lazy: page(() => import('./routes/admin/admin-layout')),
    children: [
      { path: a.home, lazy: page(() => import('./routes/admin/admin-home')) },
      { path: a.addWorkshop, lazy: page(() => import('./routes/admin/add-workshop')) },
      { path: a.addHomepageNewsItem, lazy: page(() => import('./routes/admin/add-homepage-news')) },
      { path: a.addHomepageNews, lazy: page(() => import('./routes/admin/add-homepage-news')) },
      { path: a.newsletterSignups, lazy: page(() => import('./routes/admin/newsletter-signups')) },
      { path: a.bookedWorkshops, lazy: page(() => import('./routes/admin/booked-workshops')) },
      { path: a.classRegister.pattern, lazy: page(() => import('./routes/admin/class-register')) },
      {
        path: a.scheduledWorkshopList,
        lazy: page(() => import('./routes/admin/scheduled-workshop-list')),
      },
      {
        path: a.manageWorkshopTypes,
        lazy: page(() => import('./routes/admin/manage-workshop-types')),
      },
      {
        path: a.addNewWorkshopType,
        lazy: page(() => import('./routes/admin/add-new-workshop-type')),
      },
      {
        path: a.addGrannySquareMonthly,
        lazy: page(() => import('./routes/admin/add-granny-square-monthly')),
      },
      {
        path: a.addCrochetABouquet,
        lazy: page(() => import('./routes/admin/add-crochet-a-bouquet')),
      },
      {
        path: a.addOtherWayBooking,
        lazy: page(() => import('./routes/admin/add-other-way-booking')),
      },
      { path: a.announcement, lazy: page(() => import('./routes/admin/edit-announcement')) },
      { path: a.paymentLinks, lazy: page(() => import('./routes/admin/edit-payment-links')) },
    ],
  },
];

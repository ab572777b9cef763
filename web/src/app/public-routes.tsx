import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { prefetch } from '../components/use-api';
import { paths } from '../config/paths';
import { upcomingWorkshopsPath } from '../features/catalog/api/upcoming-workshops';
import { workshopTypePath } from '../features/catalog/api/workshop-type';
import { workshopTypesPath } from '../features/catalog/api/workshop-types';
import { homepageNewsPath } from '../features/content/api/homepage-news';
import { monthlyMeetsPath } from '../features/content/api/monthly-meets';
import { page } from './lazy-page';

/** A loader that only starts the page's API requests, so they run while its code downloads. */
const prefetching =
  (apiPaths: (params: LoaderFunctionArgs['params']) => string[]) =>
  ({ params }: LoaderFunctionArgs) => {
    apiPaths(params).forEach(prefetch);
    return null;
  };

// Visitor routes (SPEC.md section 2), each lazy-loaded.
export const publicRoutes: RouteObject[] = [
  {
    path: paths.home,
    loader: prefetching(() => [upcomingWorkshopsPath, homepageNewsPath]),
    lazy: page(() => import('./routes/home')),
  },
  { path: paths.about, lazy: page(() => import('./routes/about')) },
  {
    path: paths.bookAWorkshop,
    loader: prefetching(() => [workshopTypesPath]),
    lazy: page(() => import('./routes/book-a-workshop')),
  },
  {
    path: paths.workshopDescription.pattern,
    loader: prefetching(({ id }) => (id ? [workshopTypePath(id)] : [])),
    lazy: page(() => import('./routes/workshop-description')),
  },
  {
    path: paths.monthlyMeets,
    loader: prefetching(() => [monthlyMeetsPath]),
    lazy: page(() => import('./routes/monthly-meets')),
  },
  {
    path: paths.crochetABouquet,
    loader: prefetching(() => ['crochet_a_bouquet']),
    lazy: page(() => import('./routes/crochet-a-bouquet')),
  },
  {
    path: paths.grannySquareMonthly,
    loader: prefetching(() => ['granny_square_monthly']),
    lazy: page(() => import('./routes/granny-square-monthly')),
  },
  {
    path: paths.yarnAndYarn,
    loader: prefetching(() => ['yarn_and_yarn']),
    lazy: page(() => import('./routes/yarn-and-yarn')),
  },
  { path: paths.contactUs, lazy: page(() => import('./routes/contact-us')) },
  { path: paths.termsAndConditions, lazy: page(() => import('./routes/terms-and-conditions')) },
  { path: paths.bookingStart, lazy: page(() => import('./routes/workshop-booking-start')) },
  {
    path: paths.bookingDateTimeSummary,
    lazy: page(() => import('./routes/workshop-booking-datetime-summary')),
  },
  { path: paths.bookingDetails, lazy: page(() => import('./routes/workshop-booking-details')) },
  {
    path: paths.bookingFullSummary,
    lazy: page(() => import('./routes/workshop-booking-full-summary')),
  },
  { path: paths.checkout, lazy: page(() => import('./routes/checkout')) },
  { path: paths.calendar, lazy: page(() => import('./routes/calendar-view')) },
];

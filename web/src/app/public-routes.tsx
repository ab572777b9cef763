import { matchPath, type RouteObject } from 'react-router';
import { prefetch } from '../components/use-api';
import { paths } from '../config/paths';
import { upcomingWorkshopsPath } from '../features/catalog/api/upcoming-workshops';
import { workshopTypePath } from '../features/catalog/api/workshop-type';
import { workshopTypesPath } from '../features/catalog/api/workshop-types';
import { homepageNewsPath } from '../features/content/api/homepage-news';
import { monthlyMeetsPath } from '../features/content/api/monthly-meets';
import { page } from './lazy-page';

/** Starts a page's API requests while its code downloads (the page then reads them from cache). */
const withData =
  <T,>(apiPaths: () => string[], load: () => Promise<T>) =>
  () => {
    apiPaths().forEach(prefetch);
    return load();
  };

const descriptionId = () =>
  matchPath(paths.workshopDescription.pattern, location.pathname)?.params.id;

// Visitor routes (SPEC.md section 2), each lazy-loaded.
export const publicRoutes: RouteObject[] = [
  {
    path: paths.home,
    lazy: page(
      withData(
        () => [upcomingWorkshopsPath, homepageNewsPath],
        () => import('./routes/home'),
      ),
    ),
  },
  { path: paths.about, lazy: page(() => import('./routes/about')) },
  {
    path: paths.bookAWorkshop,
    lazy: page(
      withData(
        () => [workshopTypesPath],
        () => import('./routes/book-a-workshop'),
      ),
    ),
  },
  {
    path: paths.workshopDescription.pattern,
    lazy: page(
      withData(
        () => {
          const id = descriptionId();
          return id ? [workshopTypePath(id)] : [];
        },
        () => import('./routes/workshop-description'),
      ),
    ),
  },
  {
    path: paths.monthlyMeets,
    lazy: page(
      withData(
        () => [monthlyMeetsPath],
        () => import('./routes/monthly-meets'),
      ),
    ),
  },
  {
    path: paths.crochetABouquet,
    lazy: page(
      withData(
        () => ['crochet_a_bouquet'],
        () => import('./routes/crochet-a-bouquet'),
      ),
    ),
  },
  {
    path: paths.grannySquareMonthly,
    lazy: page(
      withData(
        () => ['granny_square_monthly'],
        () => import('./routes/granny-square-monthly'),
      ),
    ),
  },
  {
    path: paths.yarnAndYarn,
    lazy: page(
      withData(
        () => ['yarn_and_yarn'],
        () => import('./routes/yarn-and-yarn'),
      ),
    ),
  },
  { path: paths.contactUs, lazy: page(() => import('./routes/contact-us')) },
  { path: paths.termsAndConditions, lazy: page(() => import('./routes/terms-and-conditions')) },
  // Booking flow and calendar (the booking/calendar engineer's pages).
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

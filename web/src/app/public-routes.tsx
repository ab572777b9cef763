import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { upcomingWorkshopsQuery } from '../features/catalog/api/upcoming-workshops';
import { workshopTypeQuery } from '../features/catalog/api/workshop-type';
import { workshopTypesQuery } from '../features/catalog/api/workshop-types';
import { BOUQUET_TYPE_ID, cabNowNextQuery } from '../features/content/api/cab-now-next';
import { homepageNewsQuery } from '../features/content/api/homepage-news';
import { monthlyMeetsQuery } from '../features/content/api/monthly-meets';
import { monthlyWorkshopsQuery } from '../features/content/api/monthly-workshops';
import { type QueryDef, queryCache, type QueryCache } from '../lib/query-cache';
import { lazyRoute, page, type RouteModule } from './lazy-page';

/** The data a visitor page shows, from its URL's params. */
interface RouteData {
  queries: (params: Params) => QueryDef<unknown>[];
}

/**
 * A route whose data starts loading while its code downloads (the page then reads the cache):
 * its queries, or a function of the URL's params that gives them.
 */
function withData(
  path: string,
  queries: QueryDef<unknown>[] | RouteData['queries'],
  load: () => Promise<RouteModule>,
): RouteObject {
  const handle: RouteData = { queries: typeof queries === 'function' ? queries : () => queries };
  return {
    path,
    handle,
    lazy: page(() => {
      void loadRouteData(location.pathname);
      return load();
    }),
  };
}

// Visitor routes (docs/product.md#screens), each lazy-loaded.
export const publicRoutes: RouteObject[] = [
  withData(paths.home, [upcomingWorkshopsQuery, homepageNewsQuery], () => import('./routes/home')),
  lazyRoute(paths.about, () => import('./routes/about')),
  withData(paths.bookAWorkshop, [workshopTypesQuery], () => import('./routes/book-a-workshop')),
  withData(
    paths.workshopDescription.pattern,
    ({ id = '' }) => [workshopTypeQuery(id), ...(id === BOUQUET_TYPE_ID ? [cabNowNextQuery] : [])],
    () => import('./routes/workshop-description'),
  ),
  withData(paths.monthlyMeets, [monthlyMeetsQuery], () => import('./routes/monthly-meets')),
  withData(
    paths.crochetABouquet,
    [monthlyWorkshopsQuery('crochet_a_bouquet')],
    () => import('./routes/crochet-a-bouquet'),
  ),
  withData(
    paths.grannySquareMonthly,
    [monthlyWorkshopsQuery('granny_square_monthly')],
    () => import('./routes/granny-square-monthly'),
  ),
  withData(
    paths.yarnAndYarn,
    [monthlyWorkshopsQuery('yarn_and_yarn')],
    () => import('./routes/yarn-and-yarn'),
  ),
  lazyRoute(paths.contactUs, () => import('./routes/contact-us')),
  lazyRoute(paths.termsAndConditions, () => import('./routes/terms-and-conditions')),
  // The booking flow reads session storage and the calendar the visitor's month: they load their
  // own data once mounted.
  lazyRoute(paths.bookingStart, () => import('./routes/workshop-booking-start')),
  lazyRoute(
    paths.bookingDateTimeSummary,
    () => import('./routes/workshop-booking-datetime-summary'),
  ),
  lazyRoute(paths.bookingDetails, () => import('./routes/workshop-booking-details')),
  lazyRoute(paths.bookingFullSummary, () => import('./routes/workshop-booking-full-summary')),
  lazyRoute(paths.checkout, () => import('./routes/checkout')),
  // The pages of a visitor's secret links (from their emails); no account, not indexed.
  lazyRoute(paths.manageBooking.pattern, () => import('./routes/manage-booking')),
  lazyRoute(paths.claimOffer.pattern, () => import('./routes/claim-offer')),
  lazyRoute(paths.leaveWaitlist.pattern, () => import('./routes/leave-waitlist')),
  lazyRoute(paths.newsletterUnsubscribe.pattern, () => import('./routes/newsletter-unsubscribe')),
  lazyRoute(paths.calendar, () => import('./routes/calendar-view')),
];

/**
 * Loads the data of the visitor page at `pathname` into `cache`. The browser starts it while the
 * page's code downloads; a server renderer awaits it, renders, and hands `cache.dehydrate()` over.
 */
export function loadRouteData(pathname: string, cache: QueryCache = queryCache): Promise<unknown> {
  const matches = matchRoutes(publicRoutes, pathname) ?? [];
  return Promise.all(
    matches.flatMap(({ route, params }) =>
      ((route.handle as RouteData | undefined)?.queries(params) ?? []).map((q) =>
        cache.prefetch(q),
      ),
    ),
  );
}

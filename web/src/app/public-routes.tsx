import type { MonthlySeries } from '@domain/contracts/monthly';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { londonParts } from '@domain/dates';
import { calendarEventsQuery } from '../features/calendar/api/get-calendar-events';
import { upcomingWorkshopsQuery } from '../features/catalog/api/upcoming-workshops';
import { workshopTypeQuery } from '../features/catalog/api/workshop-type';
import { menuWorkshopsQuery } from '../features/catalog/api/menu-workshops';
import { BOUQUET_TYPE_ID, cabNowNextQuery } from '../features/monthly/api/cab-now-next';
import { homepageNewsQuery } from '../features/news/api/homepage-news';
import { monthlyMeetsQuery } from '../features/monthly/api/monthly-meets';
import { monthlyWorkshopsQuery } from '../features/monthly/api/monthly-workshops';
import { type QueryDef, queryCache, type QueryCache } from '../lib/query-cache';
import { studioQuery } from '../lib/studio';
import { clientOnlyRoute, lazyRoute, page, type PageProps, type RouteModule } from './lazy-page';

const londonMonth = (at: number) => {
  const { year, month } = londonParts(at);
  return { year, month };
};

/** The data a visitor page shows, from its URL's params (and the instant it is shown at). */
interface RouteData {
  queries: (params: Params, now: number) => QueryDef<unknown>[];
}

/**
 * A route whose data starts loading while its code downloads (the page then reads the cache):
 * its queries, or a function of the URL's params that gives them.
 */
function withData<P extends object>(
  path: string,
  queries: QueryDef<unknown>[] | RouteData['queries'],
  load: () => Promise<RouteModule<P>>,
  ...props: PageProps<P>
): RouteObject {
  const handle: RouteData = { queries: typeof queries === 'function' ? queries : () => queries };
  return {
    path,
    handle,
    lazy: page(
      () => {
        // A server render has awaited the data before it loads the page.
        if (typeof window !== 'undefined') void loadRouteData(location.pathname);
        return load();
      },
      ...props,
    ),
  };
}

/** The three monthly series share one page, told which series it shows. */
const monthlySeriesRoute = (path: string, series: MonthlySeries) =>
  withData(path, [monthlyWorkshopsQuery(series)], () => import('./routes/monthly-series'), {
    series,
  });

// Visitor routes (docs/product.md#screens), each lazy-loaded.
export const publicRoutes: RouteObject[] = [
  withData(paths.home, [upcomingWorkshopsQuery, homepageNewsQuery], () => import('./routes/home')),
  lazyRoute(paths.about, () => import('./routes/about')),
  withData(paths.bookAWorkshop, [menuWorkshopsQuery], () => import('./routes/book-a-workshop')),
  withData(
    paths.workshopDescription.pattern,
    ({ id = '' }) => [workshopTypeQuery(id), ...(id === BOUQUET_TYPE_ID ? [cabNowNextQuery] : [])],
    () => import('./routes/workshop-description'),
  ),
  withData(paths.monthlyMeets, [monthlyMeetsQuery], () => import('./routes/monthly-meets')),
  monthlySeriesRoute(paths.crochetABouquet, 'crochet_a_bouquet'),
  monthlySeriesRoute(paths.grannySquareMonthly, 'granny_square_monthly'),
  monthlySeriesRoute(paths.yarnAndYarn, 'yarn_and_yarn'),
  lazyRoute(paths.contactUs, () => import('./routes/contact-us')),
  lazyRoute(paths.termsAndConditions, () => import('./routes/terms-and-conditions')),
  // The booking flow reads session storage, and a secret link's page is one person's: both render
  // in the browser only and load their own data once mounted.
  clientOnlyRoute(paths.bookingStart, () => import('./routes/workshop-booking-start')),
  clientOnlyRoute(
    paths.bookingDateTimeSummary,
    () => import('./routes/workshop-booking-datetime-summary'),
  ),
  clientOnlyRoute(paths.bookingDetails, () => import('./routes/workshop-booking-details')),
  clientOnlyRoute(paths.bookingFullSummary, () => import('./routes/workshop-booking-full-summary')),
  clientOnlyRoute(paths.checkout, () => import('./routes/checkout')),
  // Where Stripe's Checkout sends the visitor back: the booking's secret link, paid or not.
  clientOnlyRoute(paths.checkoutReturn.pattern, () => import('./routes/checkout-return')),
  // The pages of a visitor's secret links (from their emails); no account, not indexed.
  clientOnlyRoute(paths.manageBooking.pattern, () => import('./routes/manage-booking')),
  clientOnlyRoute(paths.claimOffer.pattern, () => import('./routes/claim-offer')),
  clientOnlyRoute(paths.leaveWaitlist.pattern, () => import('./routes/leave-waitlist')),
  clientOnlyRoute(
    paths.newsletterUnsubscribe.pattern,
    () => import('./routes/newsletter-unsubscribe'),
  ),
  clientOnlyRoute(paths.newsletterConfirm.pattern, () => import('./routes/newsletter-confirm')),
  // Buying a gift voucher, and a voucher's own page (the buyer's return page, to print).
  clientOnlyRoute(paths.giftVouchers, () => import('./routes/gift-vouchers')),
  clientOnlyRoute(paths.giftVoucher.pattern, () => import('./routes/gift-voucher')),
  // The month the visitor opens on is this month in London, which a server render also shows.
  withData(
    paths.calendar,
    (_params, now) => [calendarEventsQuery(londonMonth(now))],
    () => import('./routes/calendar-view'),
  ),
];

/**
 * The site layout's own data, shown on every visitor page (the studio's name, address and links
 * in the header, footer and titles): loaded with every page's, so a server render has it too.
 */
export const layoutQueries: QueryDef<unknown>[] = [studioQuery];

/** The queries of the visitor page at `pathname`: the layout's, then the page's. */
export function routeQueries(pathname: string, now = Date.now()): QueryDef<unknown>[] {
  const matches = matchRoutes(publicRoutes, pathname) ?? [];
  return [
    ...layoutQueries,
    ...matches.flatMap(
      ({ route, params }) =>
        (route.handle as Partial<RouteData> | undefined)?.queries?.(params, now) ?? [],
    ),
  ];
}

/** Whether `pathname` is a visitor page (a server renders only these). */
export const isVisitorPage = (pathname: string) => matchRoutes(publicRoutes, pathname) !== null;

/**
 * Loads the data of the visitor page at `pathname` into `cache`. The browser starts it while the
 * page's code downloads; a server renderer awaits it, renders, and hands `cache.dehydrate()` over.
 */
export function loadRouteData(pathname: string, cache: QueryCache = queryCache): Promise<unknown> {
  return Promise.all(routeQueries(pathname).map((q) => cache.prefetch(q)));
}

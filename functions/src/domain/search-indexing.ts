import { paths } from './paths.js';
import { adminPaths } from './admin-paths.js';
import { SECRET_LINK_PATTERNS } from './secret-links.js';

// Which routes search engines may list (docs/api.md#search-engines): read by the sitemap,
// robots.txt and the tests of the noindex headers. Apart from paths.ts so the web app's
// bundle, which imports the paths on every page, does not carry these lists.

const p = paths;

/**
 * The pages a search engine may list: the visitor routes with content of their own. Every
 * workshop page (`paths.workshopDescription`) is listed too, one per bookable workshop.
 */
export const INDEXABLE_PATHS: readonly string[] = [
  p.home,
  p.about,
  p.bookAWorkshop,
  p.calendar,
  p.monthlyMeets,
  p.crochetABouquet,
  p.grannySquareMonthly,
  p.yarnAndYarn,
  p.contactUs,
  p.termsAndConditions,
];

/** The booking steps, checkout and buying a gift voucher: the visitor's own state, nothing to index. */
export const BOOKING_FLOW_PATHS: readonly string[] = [
  p.bookingStart,
  p.bookingDateTimeSummary,
  p.bookingDetails,
  p.bookingFullSummary,
  p.checkout,
  p.giftVouchers,
];

const prefixOf = (pattern: string) => pattern.slice(0, pattern.indexOf(':'));

/** The visitor's secret links (prefixes such as `/manage_booking/`): never indexed. */
export const SECRET_LINK_PREFIXES: readonly string[] = SECRET_LINK_PATTERNS.map(prefixOf);

/** The staff pages, sign-in included (paths, or prefixes ending in `/`): never indexed. */
export const STAFF_PATHS: readonly string[] = [
  p.login,
  ...Object.values(adminPaths).map((route) =>
    typeof route === 'string'
      ? route
      : route.pattern.includes(':')
        ? prefixOf(route.pattern)
        : route.pattern,
  ),
];

/** Whether a path is a staff page, the sign-in included (docs/product.md#site-content). */
export const isStaffPath = (pathname: string) =>
  STAFF_PATHS.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));

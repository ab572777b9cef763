import { describe, expect, it } from 'vitest';
import { adminPaths } from './admin-paths.js';
import { paths } from './paths.js';
import {
  BOOKING_FLOW_PATHS,
  INDEXABLE_PATHS,
  SECRET_LINK_PREFIXES,
  isStaffPath,
  STAFF_PATHS,
} from './search-indexing.js';

type Route = string | { pattern: string };

const routePatterns = (routes: Record<string, Route | Record<string, Route>>): string[] =>
  Object.values(routes).flatMap((route) =>
    typeof route === 'string'
      ? [route]
      : 'pattern' in route && typeof route.pattern === 'string'
        ? [route.pattern]
        : routePatterns(route as Record<string, Route>),
  );

/** Which of the lists (or the workshop pages) a route belongs to. */
function kindsOf(pattern: string): string[] {
  const prefixed = (prefixes: readonly string[]) => prefixes.some((p) => pattern.startsWith(p));
  return [
    INDEXABLE_PATHS.includes(pattern) && 'indexable',
    pattern === paths.workshopDescription.pattern && 'workshop page',
    BOOKING_FLOW_PATHS.includes(pattern) && 'booking flow',
    (STAFF_PATHS.includes(pattern) || prefixed(STAFF_PATHS.filter((p) => p.endsWith('/')))) &&
      'staff',
    prefixed(SECRET_LINK_PREFIXES) && 'secret link',
  ].filter((kind): kind is string => typeof kind === 'string');
}

describe('the route lists that the sitemap, robots.txt and noindex headers read', () => {
  it.each([...routePatterns(paths), ...routePatterns(adminPaths)])(
    '%s is in exactly one of them',
    (pattern) => {
      expect(kindsOf(pattern)).toHaveLength(1);
    },
  );

  it('name secret links and parametrised staff pages by their prefix', () => {
    expect(SECRET_LINK_PREFIXES).toEqual([
      '/manage_booking/',
      '/checkout/',
      '/claim_offer/',
      '/leave_waitlist/',
      '/newsletter_unsubscribe/',
      '/newsletter_confirm/',
      '/gift_voucher/',
    ]);
    expect(STAFF_PATHS).toContain('/class_register/');
    expect(STAFF_PATHS).toContain('/login');
    expect(STAFF_PATHS).toContain('/audit_log');
  });
});

describe('isStaffPath', () => {
  it('knows the sign-in and every staff page, and no visitor page', () => {
    for (const path of ['/login', '/admin_home', '/booked_workshops', '/class_register/abc']) {
      expect(isStaffPath(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/about',
      '/calendar_view',
      '/workshop_description/x',
      '/manage_booking/t',
    ]) {
      expect(isStaffPath(path)).toBe(false);
    }
  });
});

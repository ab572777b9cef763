import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { adminPaths } from '../src/config/admin-paths.ts';
import { putDate } from '../../scripts/lib/emulator.ts';
import { gotoAdmin, openInApp, SEED_ADMIN, signInThroughUi } from './support/admin-stack.ts';
import { beginBooking, finishBooking, toFullSummary, visitor } from './support/booking-flow.ts';
import { createWorkshopType, expect, LOADED, test } from './support/site.ts';

// Every page, signed out and signed in, runs under the site's Content-Security-Policy
// (firebase.json) without one violation: the browser reports each refused script, style,
// image or connection as a `securitypolicyviolation` event, which these tests collect.

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

const SAMPLE_PARAMS: Record<string, string> = {
  // A seeded workshop type and a seeded date (scripts/lib/seed-data.ts).
  id: 'crochet-foundations-course',
  token: 'A'.repeat(43),
};
const SEEDED_DATE = '6b0f3c2e-1d5a-4f7e-9a11-000000000001';

type Route = string | { pattern: string };
const pathOf = (route: Route, params = SAMPLE_PARAMS) =>
  (typeof route === 'string' ? route : route.pattern).replace(
    /:(\w+)/g,
    (_, name: string) => params[name] ?? name,
  );

// The booking steps need a booking in progress; the flow test below walks them.
const BOOKING_STEPS = new Set<string>([
  paths.bookingStart,
  paths.bookingDateTimeSummary,
  paths.bookingDetails,
  paths.bookingFullSummary,
  paths.checkout,
]);
const { login, ...visitorRoutes } = paths;
const visitorPaths = Object.values(visitorRoutes as Record<string, Route>)
  .map((route) => pathOf(route))
  .filter((path) => !BOOKING_STEPS.has(path));
// The spec's second address of the news page opens the same page as the first: opened in the
// running app it would show the page already there.
const staffPaths = Object.values(adminPaths as Record<string, Route>)
  .map((route) => pathOf(route, { ...SAMPLE_PARAMS, id: SEEDED_DATE }))
  .filter((path) => path !== adminPaths.addHomepageNews);

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOADED);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOADED);
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

test('the policy is enforced: an injected inline script is refused and reported', async ({
  page,
}) => {
  await watchViolations(page);
  await visit(page, '/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.name = "injected"';
    document.body.append(script);
    return window.name === 'injected';
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
});

test('every visitor page and the sign-in page run without a policy violation', async ({ page }) => {
  test.setTimeout(240_000);
  await watchViolations(page);
  for (const path of [...visitorPaths, login]) {
    await visit(page, path);
    expect(await violations(page), path).toEqual([]);
  }
});

test('the booking steps, to the thank-you page, run without a policy violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await watchViolations(page);
  const type = await createWorkshopType();
  const date = await putDate(type, 160);
  await beginBooking(page, type);
  await toFullSummary(page, date, visitor());
  await finishBooking(page);
  expect(await violations(page)).toEqual([]);
});

test('signing in and every staff page run without a policy violation', async ({ page }) => {
  // Signs in once, then opens each staff page in the running app, as staff move between them:
  // each page's own code, styles and data load under the policy.
  test.setTimeout(240_000);
  await watchViolations(page);
  await signInThroughUi(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio admin' })).toBeVisible(LOADED);
  expect(await violations(page)).toEqual([]);
  for (const path of staffPaths) {
    await openInApp(page, path);
    expect(await violations(page), path).toEqual([]);
  }
  // A staff page loaded afresh starts the staff app under the policy too.
  await gotoAdmin(page, staffPaths.at(-1)!);
  expect(await violations(page)).toEqual([]);
});

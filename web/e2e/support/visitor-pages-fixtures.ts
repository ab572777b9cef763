import { type Page, type Route, expect, test as base } from '@playwright/test';
import type { Announcement } from '../../../functions/src/domain/model.ts';
import {
  ANNOUNCEMENT_DISMISSED_KEY,
  CONSENT_COOKIE,
  CONSENT_KEY,
} from '../../src/features/consent/consent-storage.ts';

// Visitor page tests read the seeded demo data and never change it. Unless a test is about the
// overlays, the visitor has already made the cookie choice and no announcement is active, so
// neither dialog (which makes the page behind it inert) gets in the way.
export const test = base.extend<{ quietOverlays: void }>({
  quietOverlays: [
    async ({ context, baseURL }, provide) => {
      await context.addCookies([{ name: CONSENT_COOKIE, value: 'essential', url: baseURL! }]);
      await context.route('**/api/site_content/announcement', (route) =>
        route.fulfill({ json: { ...announcement(), active: false } }),
      );
      await provide();
    },
    { auto: true },
  ],
});

export { expect };
export { ANNOUNCEMENT_DISMISSED_KEY, CONSENT_COOKIE, CONSENT_KEY };

/** Today's date in Europe/London, `offsetDays` away, as YYYY-MM-DD. */
export function londonDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10);
}

export function announcement(over: Partial<Announcement> = {}): Announcement {
  return {
    title: 'Late opening on Thursdays',
    message: 'The studio now stays open until 9pm every Thursday.',
    expiresOn: londonDate(30),
    active: true,
    ...over,
  };
}

/** Answers GET /api/<path> with `json` (or the given status) for this page only. */
export async function answer(page: Page, path: string, json: unknown, status = 200) {
  await page.route(`**/api/${path}`, (route: Route) => route.fulfill({ status, json }));
}

/** Holds GET /api/<path> until the returned function is called, to see the loading state. */
export async function hold(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the API says now, read the same way the site reads it. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/${path}`);
  expect(res.ok(), `GET /api/${path}`).toBe(true);
  return (await res.json()) as T;
}

import type { Browser, Locator, Page } from '@playwright/test';
import type { ScheduledWorkshop } from '../../../functions/src/domain/model.ts';
import { ensureUser, idToken } from '../../../scripts/lib/emulator.ts';
import { londonMonth, staffBookingBody, uniqueId } from '../../../scripts/lib/factories.ts';
import { monthName } from '../../../functions/src/domain/dates.ts';
import { expect, LOADED, test as site } from './site.ts';
import { CONSENT_KEY } from '../../src/features/consent/consent-storage.ts';

export const SEED_ADMIN = { email: 'admin@studio.test', password: 'knit-and-natter' };

/** A new Auth emulator account (with custom claims if given). */
export async function createUser(claims?: Record<string, unknown>) {
  const email = `${uniqueId('e2e')}@studio.test`;
  const password = 'password123';
  const { uid } = await ensureUser(email, password, claims);
  return { email, password, uid };
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible(LOADED);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** What Firebase Auth keeps in the browser for a signed-in user (its IndexedDB records). */
interface StoredSession {
  fbase_key: string;
  value: unknown;
}

/** Signs the seed admin in through the sign-in page and returns what the browser then keeps. */
async function signInOnce(browser: Browser): Promise<StoredSession[]> {
  const context = await browser.newContext({ baseURL: process.env.SITE_URL });
  try {
    const page = await context.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_KEY);
    await signInThroughUi(page, SEED_ADMIN.email, SEED_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio admin' })).toBeVisible(LOADED);
    return await page.evaluate(
      () =>
        new Promise<StoredSession[]>((resolve, reject) => {
          const opened = indexedDB.open('firebaseLocalStorageDb');
          opened.onerror = () => reject(opened.error);
          opened.onsuccess = () => {
            const store = opened.result
              .transaction('firebaseLocalStorage', 'readonly')
              .objectStore('firebaseLocalStorage');
            const all = store.getAll();
            all.onerror = () => reject(all.error);
            all.onsuccess = () => resolve(all.result as StoredSession[]);
          };
        }),
    );
  } finally {
    await context.close();
  }
}

export const test = site.extend<{ adminPage: Page }, { staffSession: StoredSession[] }>({
  // The seed admin signs in through the sign-in page once per worker (admin-auth.spec.ts tests
  // that page itself); each admin test's fresh browser starts with what Firebase Auth stored,
  // as a member of staff who signed in earlier does.
  staffSession: [
    async ({ browser }, provide) => provide(await signInOnce(browser)),
    { scope: 'worker' },
  ],

  adminPage: async ({ page, staffSession }, provide, testInfo) => {
    testInfo.setTimeout(testInfo.timeout * 2);
    await page.addInitScript((records) => {
      // Once per tab: Firebase moves the user into IndexedDB on start, and a test that signs
      // out must stay signed out.
      if (sessionStorage.getItem('e2e-staff-session')) return;
      sessionStorage.setItem('e2e-staff-session', '1');
      for (const { fbase_key, value } of records)
        localStorage.setItem(fbase_key, JSON.stringify(value));
    }, staffSession);
    await provide(page);
  },
});

const next = londonMonth(1);
/** Next month: always in the future and inside the calendar's window. */
export const NEXT_MONTH = { month: monthName(next.month), year: String(next.year) };

/** Calls the admin API as the seed admin (for setting up what a test then works on). */
export async function adminCall<T>(path: string, body: unknown, method = 'POST'): Promise<T> {
  const res = await fetch(`${process.env.SITE_URL}/api/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await idToken(SEED_ADMIN.email, SEED_ADMIN.password)}`,
    },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as T;
  if (!res.ok)
    throw new Error(`${method} /api/${path} failed: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** A booking taken by staff on a date, through the API as the form sends it (takes the places). */
export async function addBooking(
  date: Pick<ScheduledWorkshop, 'id'>,
  booking: { name: string; email?: string; guests?: number; payed?: boolean },
) {
  return adminCall<{ id: string; reference?: string }>(
    'add_new_other_method_booking',
    staffBookingBody(date, booking),
  );
}

/** Opens an admin page and waits until it has loaded its data (nothing on it is busy). */
export async function gotoAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOADED);
}

/**
 * Opens a staff page inside the app already running in the tab, as its own links do (the
 * router follows the history entry): the page's code and data load as they do for staff,
 * without starting the app again for each page. The page before is marked, so its heading
 * never passes for the next one's.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    if (window.location.pathname + window.location.search === to) return; // there already
    document.querySelector('h1')?.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-left])')).toBeVisible(LOADED);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOADED);
}

export { expect, LOADED };

/**
 * The element is wholly on a 360 px screen: nothing of it is off the side of the page or cut
 * off by a box that scrolls or clips (such as a table scrolling inside its region).
 */
export async function expectWhollyShown(locator: Locator, width = 360) {
  await expect
    .poll(
      () =>
        locator.evaluate((element, screen) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0) return 'not shown';
          if (box.left < -0.5 || box.right > screen + 0.5)
            return `from ${box.left} to ${box.right} px`;
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX === 'visible') continue;
            const frame = parent.getBoundingClientRect();
            if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
              return `cut off by ${parent.tagName.toLowerCase()}.${parent.className}`;
          }
          return 'wholly shown';
        }, width),
      { message: 'the element is wholly on the screen' },
    )
    .toBe('wholly shown');
}

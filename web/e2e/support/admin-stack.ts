import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page, test as base } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { londonParts, MONTHS } from '../../../functions/src/domain/dates.ts';
import { PROJECT_ID, stackEnv, stackPorts } from '../../../scripts/lib/stack.ts';
import {
  ANNOUNCEMENT_DISMISSED_KEY,
  announcementKey,
  CONSENT_COOKIE,
  CONSENT_KEY,
} from '../../src/features/consent/consent-storage.ts';

// `npm test` passes the stack's emulator hosts; a run of your own may only set STACK_PORT_OFFSET.
const fallback = stackEnv(stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 10000)));
for (const key of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const) {
  process.env[key] ??= fallback[key];
}

/**
 * For the first look at data a page loads: the local Functions emulator starts a new worker
 * process for a request that arrives while the others are busy, which can take many seconds
 * on a loaded machine.
 */
export const LOADED = { timeout: 20_000 };

export const SEED_ADMIN = { email: 'admin@studio.test', password: 'knit-and-natter' };

const app = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const testAuth = () => getAuth(app());
export const testDb = () => getFirestore(app());

/** A short unique suffix so parallel tests never touch each other's data. */
export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** Creates an Auth emulator user (with custom claims if given) and returns its credentials. */
export async function createUser(claims?: Record<string, unknown>) {
  const email = `e2e-${randomUUID().slice(0, 12)}@studio.test`;
  const password = 'password123';
  const user = await testAuth().createUser({ email, password });
  if (claims) await testAuth().setCustomUserClaims(user.uid, claims);
  return { email, password, uid: user.uid };
}

/** A fresh ID token of the seed admin, for setting up data through the API. */
export async function adminIdToken() {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...SEED_ADMIN, returnSecureToken: true }),
    },
  );
  const data = (await res.json()) as { idToken?: string };
  if (!data.idToken) throw new Error(`Could not sign in the seed admin: ${JSON.stringify(data)}`);
  return data.idToken;
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible(LOADED);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const test = base.extend<{ adminPage: Page }>({
  // Staff have made the cookie choice and closed the announcement long ago: neither overlay
  // (which makes the page behind it inert) gets in the way of the admin pages under test.
  page: async ({ page, context, baseURL }, provide) => {
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'essential', url: baseURL! }]);
    // Read straight from Firestore: quicker than the API and the same document it serves.
    const stored = await testDb().collection('site_content').doc('announcement').get();
    const announcement = stored.data() as { title: string; expiresOn: string } | undefined;
    await page.addInitScript(
      ({ keys, dismissed }) => {
        localStorage.setItem(keys.consent, 'essential');
        if (dismissed) localStorage.setItem(keys.dismissed, dismissed);
      },
      {
        keys: { consent: CONSENT_KEY, dismissed: ANNOUNCEMENT_DISMISSED_KEY },
        dismissed: announcement ? announcementKey(announcement) : '',
      },
    );
    await provide(page);
  },
  adminPage: async ({ page }, provide, testInfo) => {
    // Each admin test signs in through the UI and sets up its own data through the API first.
    testInfo.setTimeout(testInfo.timeout * 2);
    await signInThroughUi(page, SEED_ADMIN.email, SEED_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio admin' })).toBeVisible(LOADED);
    await provide(page);
  },
});

// The admin pages are quick, but this machine runs several stacks and browsers at once.
export const expect = baseExpect.configure({ timeout: 15_000 });

const nextMonthDate = () => {
  const { year, month } = londonParts(Date.now());
  return { month: MONTHS[month % 12]!, year: String(month === 12 ? year + 1 : year) };
};

/** The 15th of next month: always in the future and inside the calendar's window. */
export const NEXT_MONTH = nextMonthDate();

/** Calls the admin API as the seed admin (for setting up what a test then works on). */
export async function adminCall<T>(path: string, body: unknown, method = 'POST'): Promise<T> {
  const base = process.env.SITE_URL ?? fallback.SITE_URL;
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await adminIdToken()}`,
    },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as T;
  if (!res.ok)
    throw new Error(`${method} /api/${path} failed: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** A new active workshop type with a unique name. */
export async function createWorkshopType(
  prefix = 'E2E Workshop',
  extra: Record<string, unknown> = {},
) {
  const name = unique(prefix);
  return adminCall<{ id: string; name: string; price: string }>('add_new_workshop_type', {
    name,
    price: '£20',
    craftType: 'Crochet',
    ...extra,
  });
}

/** A new date of a workshop type on the 15th of next month. */
export async function scheduleDate(workshopType: string, guests = 6, time = '3pm') {
  return adminCall<{ id: string; guest_slots_remaining: number }>('add_new_workshop', {
    id: randomUUID(),
    workshop_type: workshopType,
    date: '15th',
    month: NEXT_MONTH.month,
    year: NEXT_MONTH.year,
    time,
    guests,
  });
}

/** A booking taken by staff on a date (takes the places). */
export async function addBooking(
  scheduledWorkshopId: string,
  booking: { name: string; email?: string; guests?: number; payed?: boolean },
) {
  return adminCall<{ id: string }>('add_new_other_method_booking', {
    shouldSendEmail: false,
    shouldUpdateGuestSlots: true,
    booking: {
      id: randomUUID(),
      scheduled_workshop_id: scheduledWorkshopId,
      guests: 2,
      contactNumber: '020 7946 0000',
      email: '',
      payed: false,
      ...booking,
    },
  });
}

/** Opens an admin page and waits until it has loaded its data (nothing on it is busy). */
export async function gotoAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOADED);
}

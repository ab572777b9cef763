import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';
import type {
  Announcement,
  PaymentLinks,
  WorkshopType,
} from '../../../functions/src/domain/model.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../../../functions/src/lib/collections.ts';
import { emulatorDb, putType, removeCreated } from '../../../scripts/lib/emulator.ts';
import { announcement, uniqueName } from '../../../scripts/lib/factories.ts';
import { applyStackEnv } from '../../../scripts/lib/stack-config.ts';
import type { StudioDetails } from '../../../functions/src/domain/studio-details.ts';
import { AnalyticsTraffic, TEST_MEASUREMENT_ID } from './analytics.ts';
import {
  ANNOUNCEMENT_DISMISSED_KEY,
  announcementKey,
  CONSENT_COOKIE,
  CONSENT_KEY,
} from '../../src/features/consent/consent-storage.ts';

// `npm test` passes its stack's environment on; a run of your own may only set STACK_PORT_OFFSET.
applyStackEnv(10000);

/**
 * For the first look at data a page loads: the local Functions emulator starts a new worker
 * process for a request that arrives while the others are busy, which can take many seconds
 * on a loaded machine.
 */
export const LOADED = { timeout: 20_000 };

/**
 * How often `expect.poll` asks again when what it reads costs nothing (the page, or what this
 * test recorded): every quarter second at most, as a locator assertion does, instead of the
 * poll's default, which waits up to a second between reads.
 */
export const PAGE_POLL = [50, 100, 250];

/** The visitor pages that need no booking in progress (one workshop's page), with their heading. */
export const VISITOR_PAGES = [
  ['/', 'The Yarn Loft'],
  ['/about', 'About The Yarn Loft'],
  ['/book_a_workshop', 'Workshops & Courses'],
  ['/workshop_description/crochet-foundations-course', 'Crochet Foundations Course'],
  ['/monthly_meets', 'Monthly meets'],
  ['/crochet_a_bouquet', 'Crochet a Bouquet'],
  ['/granny_square_monthly', 'Granny Square Monthly'],
  ['/yarn_and_yarn', 'Yarn and Yarn'],
  ['/contact_us', 'Contact us'],
  ['/terms_and_conditions', 'Terms and Conditions'],
] as const;

const ANNOUNCEMENT_ROUTE = '**/api/site_content/announcement';

/**
 * Runs `body` with the stored studio details changed by `patch`, no other test changing them
 * or depending on other details meanwhile; then, once no test needs them, puts the stored
 * details back. With `shared`, tests that only read the same change run side by side (the fresh
 * visitors' tests, most of which ask for the same analytics id); without, `body` has the
 * details to itself (it may change them further).
 */
export async function withStudio<T>(
  patch: Partial<StudioDetails>,
  body: () => Promise<T>,
  { shared = false } = {},
): Promise<T> {
  const doc = emulatorDb().collection(COLLECTIONS.siteContent).doc(SITE_CONTENT_DOCS.studio);
  const key = JSON.stringify(patch) + (shared ? '' : ` ${randomUUID()}`);
  const leave = await sharedTurn('studio', key, {
    async enter() {
      const stored = await doc.get();
      await doc.set({ ...(stored.data() ?? {}), ...patch });
      return stored.exists ? JSON.stringify(stored.data()) : null;
    },
    async leave(stored) {
      await (stored === null ? doc.delete() : doc.set(JSON.parse(stored) as StudioDetails));
    },
  });
  try {
    return await body();
  } finally {
    await leave();
  }
}

/**
 * Runs `body` with the studio taking payment `methods` (its stored payment links kept), no other
 * test changing the payment links meanwhile; then puts the stored document back.
 */
export async function withPaymentMethods<T>(
  methods: NonNullable<PaymentLinks['methods']>,
  body: () => Promise<T>,
): Promise<T> {
  const release = await exclusive('payment-links');
  const doc = emulatorDb().collection(COLLECTIONS.siteContent).doc(SITE_CONTENT_DOCS.paymentLinks);
  const stored = await doc.get();
  try {
    await doc.set({ links: {}, ...(stored.data() ?? {}), methods });
    return await body();
  } finally {
    await (stored.exists ? doc.set(stored.data()!) : doc.delete());
    await release();
  }
}

/**
 * Holds a lock shared by every Playwright worker on this stack until the returned function is
 * called, so tests that change site content other tests read never overlap.
 */
async function exclusive(name: string): Promise<() => Promise<void>> {
  const file = join(tmpdir(), `studio-e2e-${stackName()}-${name}.lock`);
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    // A worker that died holding the lock (its pid is gone) must not block the next run.
    const holder = Number(await readFile(file, 'utf8').catch(() => ''));
    if (holder > 0 && !isRunning(holder)) await rm(file, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stackName() {
  return process.env.FIRESTORE_EMULATOR_HOST!.replace(/\W/g, '-');
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Turn {
  /** The test runner whose workers take turns. */
  runner: number;
  /** What the holders share (the change they asked for). */
  key: string;
  /** What `enter` kept for `leave` (the document before the change). */
  kept: string | null;
  holders: number[];
  /** Tests waiting for a turn with another key, oldest first: no one jumps ahead of them. */
  waiting: { pid: number; key: string }[];
}

/**
 * A turn at `name` that every worker asking with the same `key` shares: the first in calls
 * `enter` (which returns what to keep), the last out calls `leave` with it; a worker asking with
 * another key waits until the holders are gone (and, once it waits, no newcomer with the
 * holders' key goes before it). Workers on this stack coordinate through a small JSON file.
 */
async function sharedTurn(
  name: string,
  key: string,
  steps: { enter: () => Promise<string | null>; leave: (kept: string | null) => Promise<void> },
): Promise<() => Promise<void>> {
  const file = join(tmpdir(), `studio-e2e-${stackName()}-${name}.turn.json`);
  const read = async (): Promise<Turn | undefined> => {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (!text) return undefined;
    const turn = JSON.parse(text) as Turn;
    // A worker that died holding or waiting must not block the others, nor a run that ended
    // (its test runner gone, whose worker's pid may be in use again) the next one.
    const ended = turn.runner !== process.ppid && !isRunning(turn.runner);
    turn.holders = ended ? [] : turn.holders.filter(isRunning);
    turn.waiting = ended ? [] : turn.waiting.filter((w) => isRunning(w.pid));
    turn.runner = process.ppid;
    return turn;
  };
  const save = (turn: Turn) => writeFile(file, JSON.stringify(turn));
  for (;;) {
    const release = await exclusive(`${name}-turn`);
    try {
      const turn = await read();
      const aheadOfMe = turn?.waiting.filter((w) => w.pid !== process.pid) ?? [];
      const free = !turn || turn.holders.length === 0;
      if (free && (aheadOfMe.length === 0 || aheadOfMe[0]!.key === key)) {
        // An earlier holder that died left its change: put back what it kept before changing.
        if (turn?.holders.length === 0 && turn.key) await steps.leave(turn.kept);
        const kept = await steps.enter();
        await save({
          runner: process.ppid,
          key,
          kept,
          holders: [process.pid],
          waiting: turn?.waiting.filter((w) => w.pid !== process.pid) ?? [],
        });
        return leaveTurn;
      }
      if (turn && turn.key === key && aheadOfMe.every((w) => w.key === key)) {
        turn.holders.push(process.pid);
        turn.waiting = turn.waiting.filter((w) => w.pid !== process.pid);
        await save(turn);
        return leaveTurn;
      }
      if (turn && !turn.waiting.some((w) => w.pid === process.pid)) {
        turn.waiting.push({ pid: process.pid, key });
        await save(turn);
      }
    } finally {
      await release();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  async function leaveTurn() {
    const release = await exclusive(`${name}-turn`);
    try {
      const turn = (await read())!;
      turn.holders = turn.holders.filter((pid) => pid !== process.pid);
      if (turn.holders.length === 0) {
        await steps.leave(turn.kept);
        turn.key = '';
      }
      await save(turn);
    } finally {
      await release();
    }
  }
}

interface Fixtures {
  page: Page;
  /** A visitor who has not made the cookie choice yet (set with test.use). */
  freshVisitor: boolean;
  /**
   * For a fresh visitor: the studio's analytics measurement id while the test runs ('' for
   * none). The cookie notice asks only when there is one.
   */
  analyticsId: string;
  /** Requests to Google's analytics hosts, intercepted (no network here) and recorded. */
  analytics: AnalyticsTraffic;
  quietOverlays: void;
  storedAnnouncement: Announcement;
  homePageNews: void;
}

export const test = base.extend<Fixtures, { removeCreatedData: void }>({
  freshVisitor: [false, { option: true }],
  analyticsId: [TEST_MEASUREMENT_ID, { option: true }],

  analytics: [
    async ({ context }, provide) => {
      const traffic = new AnalyticsTraffic();
      await traffic.intercept(context);
      await provide(traffic);
    },
    { auto: true },
  ],

  // A visitor page arrives rendered, but a click on it does nothing until the app has taken it
  // over (hydrated): each visit waits for that, as a visitor waits for a page to respond.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', ...LOADED });
      return response;
    };
    await provide(page);
  },

  // Unless the test is about the overlays, the visitor made the cookie choice long ago and no
  // announcement is active, so neither dialog (which makes the page behind it inert) gets in
  // the way, whatever the admin tests running alongside publish.
  quietOverlays: [
    async ({ context, baseURL, freshVisitor, analyticsId }, provide, testInfo) => {
      // A fresh visitor sees the cookie notice, whose wording depends on the studio's analytics
      // id: the tests that see it share the studio's details with those asking for the same id,
      // and take turns with the others. Waiting for the turn does not count against the test's
      // own time.
      if (freshVisitor) {
        const asked = Date.now();
        await withStudio(
          { analyticsId },
          async () => {
            testInfo.setTimeout(testInfo.timeout + (Date.now() - asked));
            await provide();
          },
          { shared: true },
        );
        return;
      }
      await context.addCookies([{ name: CONSENT_COOKIE, value: 'essential', url: baseURL! }]);
      await context.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_KEY);
      await context.route(ANNOUNCEMENT_ROUTE, (route) =>
        route.fulfill({ json: announcement({ active: false }) }),
      );
      await provide();
    },
    { auto: true },
  ],

  /**
   * An announcement of this test's own, stored in Firestore and served by the API for the
   * length of the test (no other test changes it meanwhile), then the stored one is put back.
   * A visitor who made the cookie choice has already closed it.
   */
  storedAnnouncement: async ({ context, freshVisitor, quietOverlays: _quiet }, provide) => {
    const release = await exclusive('announcement');
    const doc = emulatorDb()
      .collection(COLLECTIONS.siteContent)
      .doc(SITE_CONTENT_DOCS.announcement);
    const stored = await doc.get();
    const own = announcement({ title: uniqueName('Studio notice') });
    try {
      await doc.set(own);
      await context.unroute(ANNOUNCEMENT_ROUTE);
      if (!freshVisitor) {
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: ANNOUNCEMENT_DISMISSED_KEY,
          value: announcementKey(own),
        });
      }
      await provide(own);
    } finally {
      await (stored.exists ? doc.set(stored.data()!) : doc.delete());
      await release();
    }
  },

  /** The home page news is this test's alone; news it published is removed afterwards. */
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
  homePageNews: async ({}, provide) => {
    const release = await exclusive('news');
    const news = emulatorDb().collection(COLLECTIONS.news);
    const before = new Set((await news.listDocuments()).map((ref) => ref.id));
    try {
      await provide();
    } finally {
      const added = (await news.listDocuments()).filter((ref) => !before.has(ref.id));
      await Promise.all(added.map((ref) => ref.delete()));
      await release();
    }
  },

  // What a worker wrote through the Admin SDK goes when it is done.
  removeCreatedData: [
    // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
    async ({}, provide) => {
      await provide();
      await removeCreated();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };

/** A workshop type only this test knows about, kept off the menus and the home page. */
export function createWorkshopType(overrides: Partial<WorkshopType> = {}) {
  return putType({
    name: uniqueName('Test Weaving'),
    price: '£42',
    description: 'A workshop made by the browser tests.',
    showOnWorkshopMenu: false,
    ...overrides,
  });
}

/**
 * Opens `path` as a visitor moving around the site does: the first page arrives server-rendered
 * with its data, so a test of how a page loads its own data (placeholders, failures, answers
 * stubbed with `answer`) starts on a page without data and follows a link inside the app.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/terms_and_conditions');
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** Answers GET /api/<path> with `json` (or the given status) for this page only. */
export async function answer(page: Page, path: string, json: unknown, status = 200) {
  await page.route(`**/api/${path}`, (route) => route.fulfill({ status, json }));
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

/**
 * Opens `path` with the app's code held back, so the page is the server's HTML and its one inline
 * script, as on a slow phone in the seconds before the app starts; `release` lets the code load.
 */
export async function openWithAppHeld(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // The frame's own goto: the page's waits for the app, which is what is held back.
  await page.mainFrame().goto(new URL(path, test.info().project.use.baseURL).href, {
    waitUntil: 'domcontentloaded',
  });
  return release;
}

/** Resolves once the app has taken the page over. */
export const appStarted = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached', ...LOADED });

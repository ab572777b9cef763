// The first view's JavaScript, as `npm run bench:web` prints it and a browser test holds it
// (web/e2e/first-view-budget.spec.ts): every script a fresh load of a page receives until the
// network is idle, gzipped here (zlib, level 9).
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import {
  ANNOUNCEMENT_DISMISSED_KEY,
  announcementKey,
} from '../../web/src/features/consent/consent-storage.ts';

/** Issue 23's budget: each visitor page's first-view JavaScript, gzip. */
export const FIRST_VIEW_JS_BUDGET_KB = 90;

export interface JsFile {
  url: string;
  bytes: number;
  gzip: number;
  transferred: number;
}

/**
 * Makes `context` a returning visitor of `site`: the cookie choice made and the studio's
 * announcement (shown once after it) closed, so neither dialog is drawn nor its code (loaded only
 * when shown) fetched. A first visit adds the cookie notice's chunk, under 1 KB gzip.
 */
export async function asReturningVisitor(context: BrowserContext, site: string): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: site }]);
  const notice = (await (await fetch(`${site}/api/site_content/announcement`)).json()) as {
    title: string;
    expiresOn: string;
  };
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    ANNOUNCEMENT_DISMISSED_KEY,
    announcementKey(notice),
  ] as const);
}

/** The scripts a fresh page of `context` receives opening `url`, until the network is idle. */
export async function firstViewJs(context: BrowserContext, url: string): Promise<JsFile[]> {
  const page = await context.newPage();
  const pending: Promise<JsFile | undefined>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(
      (async () => {
        const body = await res.body().catch(() => undefined);
        if (!body) return undefined;
        const sizes = await res
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length, responseHeadersSize: 0 }));
        return {
          url: new URL(res.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // What the app loads once it runs (a lazy page's imports) has had time to start.
  await page.waitForTimeout(500);
  const files = (await Promise.all(pending)).filter((f): f is JsFile => !!f);
  await page.close();
  return files;
}

/** The files' gzip sizes summed, in bytes. */
export const gzipTotal = (files: JsFile[]) => files.reduce((n, f) => n + f.gzip, 0);

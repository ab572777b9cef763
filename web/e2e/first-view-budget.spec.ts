import {
  asReturningVisitor,
  FIRST_VIEW_JS_BUDGET_KB,
  firstViewJs,
  gzipTotal,
} from '../../scripts/lib/first-view.ts';
import { expect, test } from './support/site.ts';

// Issue 23's budget, held here as `npm run bench:web` measures it: the JavaScript a returning
// visitor's phone downloads for the first view of a visitor page, gzip, at most 90 KB. A build
// change that stopped trimming React Router, or a page that imported a staff module, fails it.
const PAGES = [
  '/',
  '/book_a_workshop',
  '/calendar_view',
  '/workshop_description/crochet-foundations-course',
  '/workshop_description/crochet-a-bouquet',
];

for (const path of PAGES) {
  test(`${path}: first-view JavaScript within ${FIRST_VIEW_JS_BUDGET_KB} KB gzip`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    await asReturningVisitor(context, baseURL!);
    const files = await firstViewJs(context, `${baseURL}${path}`);
    await context.close();
    const listing = files.map((f) => `${f.url} ${f.gzip}`).join('\n');
    expect(files.length, 'scripts received').toBeGreaterThan(2);
    expect(gzipTotal(files), listing).toBeLessThanOrEqual(FIRST_VIEW_JS_BUDGET_KB * 1024);
  });
}

// `npm run bench:web`: how heavy and how fast the visitor site is (a measurement, not a test).
//
// 1. First-view JavaScript: each page is opened in a fresh Chromium context (playwright-core)
//    with the cookie choice already made; every JavaScript response received until the network
//    is idle is gzipped here (zlib, level 9) and summed. The bytes actually transferred are
//    printed beside it.
// 2. Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) scores for
//    performance, accessibility, best practices and SEO, with the local Chromium.
// 3. LCP against the limit: each page's static copy is made in the same run (the DOM once the
//    app has rendered it, captured with Playwright in a fresh context as Lighthouse loads it,
//    with every <script> and module preload removed) and written into the web build that the
//    stack's Hosting serves (`<hosting public>/__static/<name>.html`), so the page and its copy
//    come from the same server with the same headers, stylesheet and images. Lighthouse runs
//    the page and its copy in turn, --runs times each; the medians of their LCP and the ratio
//    are printed against the goal of at most 1.15. The copies are deleted at the end.
// 4. The data block: the server render's JSON that the app hydrates from (#server-data), its
//    size in the page's HTML (and gzip), which should hold only what the page renders.
//
// It measures the stack already running at STACK_PORT_OFFSET (default 0) when one answers;
// otherwise it builds and starts one there (functions and web app, demo data) and stops it after.
// Options: --runs=N (Lighthouse runs per page and per static copy, the median is kept; default
// 3), --pages=/a,/b (default: /, /book_a_workshop, /calendar_view and the page of the first
// bookable workshop the API lists), --save-lhr (keeps each full Lighthouse report in
// bench-results/).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import {
  asReturningVisitor,
  FIRST_VIEW_JS_BUDGET_KB,
  firstViewJs,
  gzipTotal,
  type JsFile,
} from './lib/first-view.ts';
import { ROOT } from './lib/run.ts';
import { type Stack, startStack } from './lib/stack.ts';
import { stackPorts } from './lib/stack-config.ts';

const CHROMIUM = process.env.CHROME_PATH ?? CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
const SCORE_GOAL = 95;
const LCP_RATIO_GOAL = 1.15;
const SERVER_DATA = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 3));
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const site = `http://127.0.0.1:${stackPorts(offset).hosting}`;
const STATIC_DIR = '__static';

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function firstViewJsOf(path: string): Promise<JsFile[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await asReturningVisitor(context, site);
    const files = await firstViewJs(context, `${site}${path}`);
    const hasFirebase = await Promise.all(
      files.map(async (f) => {
        const text = await (await fetch(`${site}${f.url}`)).text();
        return /firebase|identitytoolkit|securetoken\.googleapis/i.test(text) ? f.url : '';
      }),
    );
    const leaked = hasFirebase.filter(Boolean);
    console.log(
      leaked.length
        ? `  ! Firebase code in the first view of ${path}: ${leaked.join(', ')}`
        : `  no Firebase SDK code in the first view of ${path}`,
    );
    await context.close();
    return files;
  } finally {
    await browser.close();
  }
}

/** The page's data block as the server sends it: bytes, and gzip -9 (0 for a page without one). */
async function dataBlock(path: string): Promise<{ bytes: number; gzip: number }> {
  const html = await (await fetch(`${site}${path}`)).text();
  const block = Buffer.from(SERVER_DATA.exec(html)?.[1] ?? '');
  return { bytes: block.length, gzip: block.length ? gzipSync(block, { level: 9 }).length : 0 };
}

type Scores = Record<(typeof CATEGORIES)[number], number>;
interface LighthouseResult {
  scores: Scores;
  metrics: string;
  lcpMs: number;
  benchmarkIndex: number;
}

const fileName = (path: string) => path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

/**
 * One Lighthouse run of a page. A run whose trace Chrome failed to record (Lighthouse reports a
 * runtime error such as NO_NAVSTART, and no metrics) is made again, up to twice.
 */
async function lighthouseRun(path: string, attempt = 1): Promise<LighthouseResult> {
  return (await lighthouseOnce(path, attempt)) ?? lighthouseRun(path, attempt + 1);
}

async function lighthouseOnce(
  path: string,
  attempt: number,
): Promise<LighthouseResult | undefined> {
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(`${site}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    if (result.lhr.runtimeError && attempt < 3) {
      console.log(`  (Lighthouse: ${result.lhr.runtimeError.code} on ${path}; running it again)`);
      return undefined;
    }
    if (process.argv.includes('--save-lhr')) {
      mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
      writeFileSync(
        join(ROOT, 'bench-results', `lighthouse-${fileName(path)}.json`),
        result.report as string,
      );
    }
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    ) as Scores;
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id);
    return {
      scores,
      metrics: failing.length ? `${metrics}; below 0.9: ${failing.join(', ')}` : metrics,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The run with the median performance score (its scores and metrics are printed). */
const medianByPerformance = (results: LighthouseResult[]) =>
  [...results].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(results.length / 2)
  ]!;

/** The folder the running stack's Hosting serves (the launcher's copy of firebase.json). */
function hostingPublicDir(): string {
  const config = JSON.parse(readFileSync(join(ROOT, `.firebase-stack-${offset}.json`), 'utf8')) as {
    hosting: { public: string };
  };
  return join(ROOT, config.hosting.public);
}

/**
 * The page as the app rendered it, loaded as Lighthouse loads it (no cookie choice made), with
 * no JavaScript: every <script> (the app and its JSON-LD) and module preload removed. Saved
 * beside the real build, so the same server answers it; returns its path on the site.
 */
async function staticCopy(path: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const html = await page.evaluate(() => {
      document.querySelectorAll('script, link[rel="modulepreload"]').forEach((e) => e.remove());
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    const name = `${fileName(path)}.html`;
    mkdirSync(join(hostingPublicDir(), STATIC_DIR), { recursive: true });
    writeFileSync(join(hostingPublicDir(), STATIC_DIR, name), html);
    return `/${STATIC_DIR}/${name}`;
  } finally {
    await browser.close();
  }
}

/** The page of the first bookable workshop the API lists (one with a date to book). */
async function firstWorkshopPage(): Promise<string | undefined> {
  const res = await fetch(`${site}/api/workshop_types`);
  const types = (await res.json()) as {
    id: string;
    comingSoon?: boolean;
    sessions?: unknown[];
  }[];
  const type = types.find((t) => !t.comingSoon && (t.sessions?.length ?? 0) > 0);
  return type && `/workshop_description/${encodeURIComponent(type.id)}`;
}

let stack: Stack | undefined;
let source: string;
if (await answers(`${site}/api/health`)) {
  source = `the stack already running at ${site} (offset ${offset}), with the web build it serves`;
} else {
  console.log(
    `No stack answers at ${site}: building the app and starting one (offset ${offset})...`,
  );
  stack = await startStack({ offset, seed: true });
  source = `a stack this script built and started at ${site} (offset ${offset})`;
}

try {
  const pagesArg = arg('pages');
  const workshopPage = pagesArg ? undefined : await firstWorkshopPage();
  const pages = pagesArg
    ? pagesArg.split(',')
    : ['/', '/book_a_workshop', '/calendar_view', ...(workshopPage ? [workshopPage] : [])];
  if (!pagesArg && !workshopPage) console.log('No bookable workshop is listed: no workshop page.');
  const load = loadavg().map((n) => n.toFixed(1));
  console.log(`\nMeasuring ${source}.`);
  console.log(
    `Machine: ${availableParallelism()} cores, load average ${load.join(' ')}. Lighthouse simulates a ` +
      'slow phone by multiplying the CPU time it observes by 4, so a busy machine lowers ' +
      'performance scores (mostly Total Blocking Time); compare runs made on a quiet machine.',
  );
  console.log(
    'First-view JavaScript: every JS response of a fresh page load (until network idle), gzip -9 each, summed.\n',
  );
  const report: Record<string, unknown> = {
    site,
    source,
    measuredAt: new Date().toISOString(),
    loadAverage: loadavg(),
    cores: availableParallelism(),
    lighthouseRuns: runs,
  };
  const rows: string[] = [];
  const lcpRows: string[] = [];
  const ratios: number[] = [];
  for (const path of pages) {
    const files = await firstViewJsOf(path);
    const gzip = gzipTotal(files);
    const raw = files.reduce((n, f) => n + f.bytes, 0);
    const transferred = files.reduce((n, f) => n + f.transferred, 0);
    console.log(
      `${path}: ${files.length} files, ${kb(gzip)} gzip (${kb(raw)} uncompressed, ${kb(transferred)} transferred)`,
    );
    for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kb(f.gzip).padStart(9)}  ${f.url}`);
    }
    const data = await dataBlock(path);
    console.log(`  data block: ${kb(data.bytes)} (${kb(data.gzip)} gzip)`);
    const copy = await staticCopy(path);
    const real: LighthouseResult[] = [];
    const still: LighthouseResult[] = [];
    // In turn, so a change in the machine's load falls on both alike.
    for (let i = 0; i < runs; i++) {
      real.push(await lighthouseRun(path));
      still.push(await lighthouseRun(copy));
    }
    const lh = medianByPerformance(real);
    console.log(
      `  Lighthouse mobile${runs > 1 ? ` (median of ${runs} by performance)` : ''}: ` +
        CATEGORIES.map((c) => `${c} ${lh.scores[c]}`).join(', ') +
        ` (host CPU benchmark index ${lh.benchmarkIndex})`,
    );
    console.log(`    ${lh.metrics}`);
    const lcp = median(real.map((r) => r.lcpMs));
    const staticLcp = median(still.map((r) => r.lcpMs));
    const ratio = lcp / staticLcp;
    ratios.push(ratio);
    console.log(
      `  LCP${runs > 1 ? ` (median of ${runs})` : ''}: ${Math.round(lcp)} ms; its static copy ${copy}: ` +
        `${Math.round(staticLcp)} ms; ratio ${ratio.toFixed(2)} (goal <= ${LCP_RATIO_GOAL})\n`,
    );
    report[path] = {
      jsGzipBytes: gzip,
      jsBytes: raw,
      jsTransferredBytes: transferred,
      dataBlockBytes: data.bytes,
      dataBlockGzipBytes: data.gzip,
      ...lh,
      lcpRunsMs: real.map((r) => r.lcpMs),
      staticCopy: copy,
      staticLcpRunsMs: still.map((r) => r.lcpMs),
      lcpMedianMs: lcp,
      staticLcpMedianMs: staticLcp,
      lcpRatio: ratio,
    };
    rows.push(
      `| \`${path}\` | ${kb(gzip)} | ${kb(data.bytes)} | ${CATEGORIES.map((c) => lh.scores[c]).join(' | ')} |`,
    );
    lcpRows.push(
      `| \`${path}\` | ${Math.round(lcp)} ms | ${Math.round(staticLcp)} ms | ${ratio.toFixed(2)} |`,
    );
  }

  console.log(
    '| page | first-view JS (gzip) | data block | performance | accessibility | best practices | SEO |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  rows.forEach((r) => console.log(r));
  console.log('');
  console.log('| page | LCP | LCP of its static copy | ratio |');
  console.log('| --- | --- | --- | --- |');
  lcpRows.forEach((r) => console.log(r));

  const jsOf = (p: string) => (report[p] as { jsGzipBytes: number }).jsGzipBytes;
  const heaviest = Math.max(...pages.map(jsOf));
  const goals = [
    `every page's first-view JS <= ${FIRST_VIEW_JS_BUDGET_KB} KB (heaviest ${kb(heaviest)}): ${heaviest <= FIRST_VIEW_JS_BUDGET_KB * 1024 ? 'met' : 'NOT met'}`,
    `every Lighthouse score >= ${SCORE_GOAL}: ${pages.every((p) => CATEGORIES.every((c) => ((report[p] as { scores: Scores }).scores[c] ?? 0) >= SCORE_GOAL)) ? 'met' : 'NOT met'}`,
    `every LCP within ${LCP_RATIO_GOAL} x its static copy's: ${ratios.every((r) => r <= LCP_RATIO_GOAL) ? 'met' : 'NOT met'}`,
  ];
  console.log(`\nGoals: ${goals.join('; ')}`);
  report.loadAverageAtEnd = loadavg();
  console.log(
    `Machine: ${availableParallelism()} cores; load average at the end ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (at the start ${load.join(' ')}).`,
  );

  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'web.json'), JSON.stringify(report, null, 2));
  console.log(`Saved bench-results/web.json`);
} finally {
  rmSync(join(hostingPublicDir(), STATIC_DIR), { recursive: true, force: true });
  await stack?.stop();
}

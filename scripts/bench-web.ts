// `npm run bench:web`: how heavy and how fast the visitor site is (a measurement, not a test).
//
// 1. First-view JavaScript: each page is opened in a fresh Chromium context (playwright-core)
//    with the cookie choice already made; every JavaScript response received until the network
//    is idle is gzipped here (zlib, level 9) and summed. The bytes actually transferred are
//    printed beside it.
// 2. Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) scores for
//    performance, accessibility, best practices and SEO, with the local Chromium.
//
// It measures the stack already running at STACK_PORT_OFFSET (default 0) when one answers;
// otherwise it builds and starts one there (functions and web app, demo data) and stops it after.
// Options: --runs=N (Lighthouse runs per page, the median is kept; default 3), --pages=/a,/b,
// --save-lhr (keeps each full Lighthouse report in bench-results/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { ROOT } from './lib/run.ts';
import { type Stack, startStack } from './lib/stack.ts';
import { stackPorts } from './lib/stack-config.ts';

const CHROMIUM = process.env.CHROME_PATH ?? CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
const JS_BUDGET_KB = 100;
const SCORE_GOAL = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 3));
const pages = (arg('pages') ?? '/,/book_a_workshop,/calendar_view').split(',');
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const site = `http://127.0.0.1:${stackPorts(offset).hosting}`;

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface JsFile {
  url: string;
  bytes: number;
  gzip: number;
  transferred: number;
}

async function firstViewJs(path: string): Promise<JsFile[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    // The cookie choice is made, as for a returning visitor; the overlay code is in the main
    // bundle either way, so this changes no JavaScript, only what is drawn.
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: site }]);
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
    await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = (await Promise.all(pending)).filter((f): f is JsFile => !!f);
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

type Scores = Record<(typeof CATEGORIES)[number], number>;
interface LighthouseResult {
  scores: Scores;
  metrics: string;
  benchmarkIndex: number;
}

async function lighthouseScores(path: string): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(`${site}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (process.argv.includes('--save-lhr')) {
        mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
        const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(
          join(ROOT, 'bench-results', `lighthouse-${name}.json`),
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
      results.push({
        scores,
        metrics: failing.length ? `${metrics}; below 0.9: ${failing.join(', ')}` : metrics,
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      });
    } finally {
      chrome.kill();
    }
  }
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  return results[Math.floor(results.length / 2)]!;
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
  for (const path of pages) {
    const files = await firstViewJs(path);
    const gzip = files.reduce((n, f) => n + f.gzip, 0);
    const raw = files.reduce((n, f) => n + f.bytes, 0);
    const transferred = files.reduce((n, f) => n + f.transferred, 0);
    console.log(
      `${path}: ${files.length} files, ${kb(gzip)} gzip (${kb(raw)} uncompressed, ${kb(transferred)} transferred)`,
    );
    for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kb(f.gzip).padStart(9)}  ${f.url}`);
    }
    const lh = await lighthouseScores(path);
    console.log(
      `  Lighthouse mobile${runs > 1 ? ` (median of ${runs} by performance)` : ''}: ` +
        CATEGORIES.map((c) => `${c} ${lh.scores[c]}`).join(', ') +
        ` (host CPU benchmark index ${lh.benchmarkIndex})`,
    );
    console.log(`    ${lh.metrics}\n`);
    report[path] = { jsGzipBytes: gzip, jsBytes: raw, jsTransferredBytes: transferred, ...lh };
    rows.push(`| \`${path}\` | ${kb(gzip)} | ${CATEGORIES.map((c) => lh.scores[c]).join(' | ')} |`);
  }

  console.log(
    '| page | first-view JS (gzip) | performance | accessibility | best practices | SEO |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  rows.forEach((r) => console.log(r));

  const home = report['/'] as { jsGzipBytes: number } | undefined;
  const goals = [
    home
      ? `first-view JS of / ${kb(home.jsGzipBytes)} <= ${JS_BUDGET_KB} KB: ${home.jsGzipBytes <= JS_BUDGET_KB * 1024 ? 'met' : 'NOT met'}`
      : '',
    `every Lighthouse score >= ${SCORE_GOAL}: ${pages.every((p) => CATEGORIES.every((c) => ((report[p] as { scores: Scores }).scores[c] ?? 0) >= SCORE_GOAL)) ? 'met' : 'NOT met'}`,
  ].filter(Boolean);
  console.log(`\nGoals: ${goals.join('; ')}`);

  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'web.json'), JSON.stringify(report, null, 2));
  console.log(`Saved bench-results/web.json`);
} finally {
  await stack?.stop();
}

// `npm run bench:cold`: each HTTPS function's cold start (a measurement, not a test). Each run
// is a fresh Node process, as a new Cloud Functions instance is: it loads the built functions
// (functions/lib/index.js, what Cloud Functions and the local stack's emulator load), mounts the
// exported function on express as the Functions Framework does, and sends it its first request
// against the running stack's Firestore emulator: `api` GET /api/workshop_types, `render` the home
// page (with the stack's own server render, web/dist-local/<offset>-ssr). It prints the median of
// --runs=N processes (default 5) of each part:
//
//   node          the process's start until it is ready to load the function (Node itself, and
//                 express, which the Functions Framework has loaded before the function's code);
//   load          importing functions/lib/index.js (what every instance loads first);
//   first answer  the first request, until its whole answer has arrived (what the handler
//                 loads on its first request, the first Firestore reads, the render);
//   total         the three together: a new process to its first answer.
//
// --before=<dir> measures another checkout's built functions folder beside this one (e.g. the
// code before a change: `git worktree add <dir> <commit>`, its node_modules, `npm run build -w
// functions` there), the two taking turns run by run so both meet the same machine load.
// --functions=<dir> measures that folder instead of this checkout's. Needs `STACK_PORT_OFFSET=N
// npm start` running.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/run.ts';
import { applyStackEnv } from './lib/stack-config.ts';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 5));
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const env = applyStackEnv(0);
const ssrDir = join(ROOT, 'web', 'dist-local', `${offset}-ssr`);

const TARGETS = {
  api: { path: '/api/workshop_types', expect: 'the workshop types as JSON' },
  render: { path: '/', expect: 'the rendered home page' },
} as const;
type Target = keyof typeof TARGETS;

interface Variant {
  name: string;
  dir: string;
}
const variants: Variant[] = [];
const before = arg('before');
if (before) variants.push({ name: 'before', dir: resolve(before) });
variants.push({
  name: before ? 'after' : 'this code',
  dir: resolve(arg('functions') ?? join(ROOT, 'functions')),
});
for (const { dir } of variants) {
  if (!existsSync(join(dir, 'lib', 'index.js'))) {
    throw new Error(`${dir}/lib/index.js is missing: run \`npm run build -w functions\` there`);
  }
}
if (!existsSync(join(ssrDir, 'entry-server.js'))) {
  throw new Error(`${ssrDir} is missing: start the stack with STACK_PORT_OFFSET=${offset}`);
}

// Runs inside the fresh process: performance.now() counts from that process's start.
const child = (target: Target, index: string) => `
import express from 'express';
const ready = performance.now();
const functions = await import(${JSON.stringify(index)});
const loaded = performance.now();
const app = express();
app.use((req, res) => functions[${JSON.stringify(target)}](req, res));
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const sent = performance.now();
const res = await fetch('http://127.0.0.1:' + server.address().port + ${JSON.stringify(TARGETS[target].path)});
const body = await res.text();
const answered = performance.now();
const cache = res.headers.get('cache-control') ?? '';
// Only the real answer counts: not an error, not the render's client-rendered fallback.
if (res.status !== 200 || !cache.includes('public') || body.length < 100) {
  throw new Error('${target} answered ' + res.status + ' (' + cache + '): ' + body.slice(0, 200));
}
server.close();
console.log(JSON.stringify({ node: ready, load: loaded - ready, first: answered - sent, total: ready + (loaded - ready) + (answered - sent) }));
process.exit(0);
`;

interface Sample {
  node: number;
  load: number;
  first: number;
  total: number;
}

function coldStart(target: Target, variant: Variant): Sample {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      child(target, pathToFileURL(join(variant.dir, 'lib/index.js')).href),
    ],
    {
      cwd: variant.dir,
      env: { ...process.env, ...env, NODE_ENV: 'production', SSR_DIR: ssrDir },
      encoding: 'utf8',
    },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as Sample;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const loadAtStart = load();
const samples = new Map<string, Sample[]>();
// Turn by turn, so a change in the machine's load meets every variant alike.
for (let run = 0; run < runs; run++) {
  for (const target of Object.keys(TARGETS) as Target[]) {
    for (const variant of variants) {
      const key = `${target}\t${variant.name}`;
      samples.set(key, [...(samples.get(key) ?? []), coldStart(target, variant)]);
    }
  }
}

const ms = (n: number) => String(Math.round(n));
console.log(
  `bench:cold: ${runs} fresh processes each, medians in ms; ${availableParallelism()} cores, ` +
    `Node ${process.version}, load average ${loadAtStart} at the start, ${load()} at the end`,
);
for (const variant of variants) console.log(`  ${variant.name}: ${variant.dir}`);
const rows = [['function', 'code', 'node', 'load', 'first answer', 'total', 'total min-max']];
for (const [key, list] of samples) {
  const [target, name] = key.split('\t') as [Target, string];
  const totals = list.map((s) => s.total);
  rows.push([
    target,
    name,
    ms(median(list.map((s) => s.node))),
    ms(median(list.map((s) => s.load))),
    ms(median(list.map((s) => s.first))),
    ms(median(totals)),
    `${ms(Math.min(...totals))}-${ms(Math.max(...totals))}`,
  ]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
for (const [target, { path, expect }] of Object.entries(TARGETS)) {
  console.log(`  ${target}: GET ${path}, ${expect}`);
}

// `npm run bench:render`: the server render's cold start and warm latency (a measurement, not a
// test). It starts a fresh Node process that loads the built `render` function (functions/lib,
// the bundle; `npm run bench:cold` times the cold start alone, median of several processes)
// with the server render of the running local stack (web/dist-local/<offset>-ssr) against that
// stack's Firestore emulator, as a new Cloud Functions instance would, and times: loading the
// code, the first page (cold: code + first reads + first render), then each page warm (median
// of --runs=N, default 20). Needs `STACK_PORT_OFFSET=N npm start` running.
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/run.ts';
import { applyStackEnv } from './lib/stack-config.ts';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 20));
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const env = applyStackEnv(0);
const pages = [
  '/',
  '/book_a_workshop',
  '/calendar_view',
  '/workshop_description/crochet-foundations-course',
];

// Runs inside the fresh process: performance.now() counts from that process's start.
const child = `
import express from 'express';
const started = performance.now();
const { render } = await import(${JSON.stringify(join(ROOT, 'functions/lib/index.js'))});
const loaded = performance.now();
const app = express();
app.use((req, res) => render(req, res));
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const origin = 'http://127.0.0.1:' + server.address().port;
const time = async (path) => {
  const t = performance.now();
  const res = await fetch(origin + path);
  await res.text();
  if (res.headers.get('cache-control')?.includes('private')) throw new Error(path + ' fell back to the shell');
  return performance.now() - t;
};
const first = await time(${JSON.stringify(pages[0])});
const warm = {};
for (const path of ${JSON.stringify(pages)}) {
  await time(path);
  const samples = [];
  for (let i = 0; i < ${runs}; i++) samples.push(await time(path));
  samples.sort((a, b) => a - b);
  warm[path] = samples[Math.floor(samples.length / 2)];
}
server.close();
console.log(JSON.stringify({ boot: started, load: loaded - started, first, toFirstPage: loaded + first, warm }));
process.exit(0);
`;

const out = execFileSync(process.execPath, ['--input-type=module', '-e', child], {
  cwd: join(ROOT, 'functions'),
  env: {
    ...process.env,
    ...env,
    NODE_ENV: 'production',
    SSR_DIR: join(ROOT, 'web', 'dist-local', `${offset}-ssr`),
  },
  encoding: 'utf8',
});
const result = JSON.parse(out.trim().split('\n').pop()!) as {
  boot: number;
  load: number;
  first: number;
  toFirstPage: number;
  warm: Record<string, number>;
};
const ms = (n: number) => `${Math.round(n)} ms`;
console.log(
  `Machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `Cold start: Node ${ms(result.boot)} + loading the function ${ms(result.load)} + first page ${ms(result.first)} = ${ms(result.toFirstPage)} to the first rendered page`,
);
for (const [path, median] of Object.entries(result.warm)) {
  console.log(`Warm render ${path}: ${ms(median)} (median of ${runs})`);
}

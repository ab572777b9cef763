import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runCode } from './lib/run.ts';
import { type Stack, startStack, stackDir } from './lib/stack.ts';

// `npm test`: lint and types, unit tests, then integration and browser tests
// against a local stack this script starts (ports offset by STACK_PORT_OFFSET,
// 10000 by default, so it does not collide with `npm start`) and stops.
// Ends with one line: "N passed, N failed".

const SUITES = ['lint', 'unit', 'integration', 'e2e'] as const;
type Suite = (typeof SUITES)[number];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1]?.split(',') as Suite[]) : [...SUITES];
const offset = Number(process.env.STACK_PORT_OFFSET ?? 10000);
const results = join(stackDir(offset), 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const timings: string[] = [];

function record(name: string, passed: number, failed: number, skipped = 0) {
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  lines.push(
    `${name.padEnd(12)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

/** Runs a step and notes how long it took, for the summary at the end. */
async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await step();
  } finally {
    timings.push(`${name.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

async function check(name: string, cmd: string, args: string[]) {
  console.log(`\n▶ ${name}`);
  const code = await runCode(cmd, args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

async function vitest(
  project: 'unit' | 'integration',
  env: Record<string, string> = {},
  held = false,
) {
  console.log(
    `\n▶ ${project} tests${held ? ' (beside the checks; its log follows when it ends)' : ''}`,
  );
  const output = join(results, `${project}.json`);
  const code = await runCode(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { env, held },
  );
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(output);
  if (!report) return record(project, 0, 1);
  // a suite that fails to load reports no failed test, but a non-zero exit
  const failed = report.numFailedTests || (code === 0 ? 0 : 1);
  record(project, report.numPassedTests, failed, report.numPendingTests + report.numTodoTests);
}

async function playwright(stack: Stack) {
  console.log('\n▶ browser tests (Chromium)');
  const output = join(results, 'e2e.json');
  const code = await runCode('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts'], {
    env: { ...stack.env, STACK_PORT_OFFSET: String(offset), PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(output);
  if (!report) return record('e2e', 0, 1);
  const failed = report.stats.unexpected || (code === 0 ? 0 : 1);
  record('e2e', report.stats.expected + report.stats.flaky, failed, report.stats.skipped);
}

let stack: Stack | undefined;
const stopStack = async () => {
  await stack?.stop();
  stack = undefined;
};
process.on('SIGINT', () => void stopStack().then(() => process.exit(130)));

const began = Date.now();
// The lane that starts the stack: awaited before the stack is stopped, so a failure elsewhere
// never leaves a stack that was still starting running behind the summary.
let stackLane: Promise<Stack> | undefined;
try {
  const needsStack = only.includes('integration') || only.includes('e2e');
  // The stack takes minutes to build and start, mostly waiting on the emulators: lint, types
  // and unit tests run meanwhile.
  if (needsStack) {
    console.log(`\n▶ starting the local stack (port offset ${offset})`);
    // The suites book from one address (127.0.0.1) hundreds of times; the per-IP limit is tested
    // on its own. The per-email limit keeps its default: the tests' bookings use their own emails.
    process.env.PUBLIC_WRITE_LIMIT_PER_IP ??= '100000';
  }
  // Two lanes side by side: lint, types and unit tests need no stack; the stack starts (mostly
  // waiting on the emulators) and the integration tests run as soon as it is up. The browser
  // tests, which keep both cores busy, start when both lanes are done.
  const checks = (async () => {
    if (only.includes('lint')) {
      await timed('eslint', () => check('eslint', 'npx', ['eslint', '.']));
      await timed('prettier', () => check('prettier', 'npx', ['prettier', '--check', '.']));
      await timed('typecheck', () => check('typecheck', 'npm', ['run', '--silent', 'typecheck']));
    }
    if (only.includes('unit')) await timed('unit', () => vitest('unit'));
  })();
  stackLane = needsStack
    ? (async () => {
        stack = await timed('stack start', () => startStack({ offset, seed: true }));
        const env = { ...stack.env, STACK_PORT_OFFSET: String(offset) };
        if (only.includes('integration')) {
          await timed('integration', () => vitest('integration', env, true));
        }
        return stack;
      })()
    : undefined;
  // Awaited below; this only stops an early failure going unhandled while the checks run.
  stackLane?.catch(() => undefined);
  await checks;
  if (stackLane) {
    const started = await stackLane;
    if (only.includes('e2e')) {
      const { seed } = await import('./lib/seed-data.ts');
      await seed();
      await timed('e2e', () => playwright(started));
    }
  }
} catch (err) {
  console.error(err);
  record('stack', 0, 1);
} finally {
  await stackLane?.catch(() => undefined);
  await stopStack();
}

timings.push(`${'in all'.padEnd(16)} ${((Date.now() - began) / 1000).toFixed(0)} s`);
console.log(`\n${timings.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(
  `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`,
);
process.exit(tally.failed > 0 ? 1 : 0);

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import {
  DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY,
  DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP,
} from '../../functions/src/lib/params.ts';
import { LOCAL_LINK_SECRET, NO_DELIVERY_KEY } from '../../functions/src/lib/secrets.ts';
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from '../stripe-stand-in/local-keys.ts';
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in/server.ts';
import { buildWeb } from './build-web.ts';
import { ROOT, runCode } from './run.ts';
import {
  EMULATORS,
  firebaseJson,
  type Ports,
  PROJECT_ID,
  stackEnv,
  stackPorts,
} from './stack-config.ts';

/** Keeps the emulators' own `X-Powered-By: Express` out of every answer (see the file). */
const NO_POWERED_BY = join(ROOT, 'scripts', 'lib', 'no-powered-by.mjs');
/** Shows firebase-tools the Firestore emulator the launcher started, for triggers (see the file). */
const FIRESTORE_FOR_TRIGGERS = join(ROOT, 'scripts', 'lib', 'firestore-for-triggers.mjs');

/** Requests the Functions emulator works on at once (each in a worker process of its own). */
export const EMULATOR_PARALLEL_WORK = 2;

export interface StackOptions {
  /** Added to every port of firebase.json, so several stacks can run side by side. */
  offset: number;
  seed: boolean;
  verbose?: boolean;
}

export interface Stack {
  ports: Ports;
  siteUrl: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function stackDir(offset: number) {
  return join(ROOT, '.stack', String(offset));
}

export function javaMajor(): number {
  try {
    const out = execFileSync('java', ['-version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return parseJavaVersion(out);
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr;
    return stderr ? parseJavaVersion(stderr) : 0;
  }
}

function parseJavaVersion(text: string) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

// Machines with Java < 21 cannot run firebase-tools' own Firestore emulator,
// but may have Google Cloud's (see docs in README, "How the local stack is made").
function cloudFirestoreEmulator(): string | undefined {
  const candidates = [
    process.env.FIRESTORE_EMULATOR_BIN,
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
    '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  ];
  try {
    const sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    candidates.push(join(sdkRoot, 'platform/cloud-firestore-emulator/cloud_firestore_emulator'));
  } catch {
    // gcloud is optional
  }
  return candidates.find((c): c is string => !!c && existsSync(c));
}

async function portFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function waitFor(
  what: string,
  url: string,
  deadline: number,
  died: () => string | undefined,
) {
  for (;;) {
    const reason = died();
    if (reason) throw new Error(`${what} did not start: ${reason}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} in time`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function writeStackConfig(offset: number, ports: Ports, webDir: string) {
  const config = firebaseJson();
  for (const e of EMULATORS) config.emulators[e] = { ...config.emulators[e], port: ports[e] };
  config.hosting.public = relative(ROOT, webDir);
  delete config.hosting.predeploy;
  // The staff sign-in talks to the local Auth emulator: the one origin the policy adds locally.
  for (const rule of config.hosting.headers as { headers: { key: string; value: string }[] }[]) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = header.value.replace(
          'connect-src',
          `connect-src http://127.0.0.1:${ports.auth}`,
        );
      }
    }
  }
  const file = join(ROOT, `.firebase-stack-${offset}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

function signalGroup(pid: number, signal: NodeJS.Signals | 0) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Each emulator runs in its own process group (a shell script and its java, or
// firebase-tools and its workers): ask the whole group to stop, then make sure.
async function stopGroup(child: ChildProcess) {
  const pid = child.pid;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && signalGroup(pid, 0); waited += 200) await sleep(200);
  signalGroup(pid, 'SIGKILL');
}

// The emulator asks Secret Manager for every secret with no (or an empty) local value,
// each time it starts a worker; this value means "record emails, deliver none".
function ensureLocalSecrets() {
  const file = join(ROOT, 'functions', '.secret.local');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const wanted = { SENDGRID_API_KEY: NO_DELIVERY_KEY, LINK_SECRET: LOCAL_LINK_SECRET };
  const lines = Object.entries(wanted).map(
    ([key, value]) => new RegExp(`^${key}=.+`, 'm').exec(current)?.[0] ?? `${key}=${value}`,
  );
  // The functions' Stripe keys are always the stand-in's: it is the only Stripe the stack reaches.
  lines.push(
    `STRIPE_SECRET_KEY=${LOCAL_STRIPE_SECRET_KEY}`,
    `STRIPE_WEBHOOK_SECRET=${LOCAL_STRIPE_WEBHOOK_SECRET}`,
  );
  if (lines.join('\n') + '\n' !== current) writeFileSync(file, `${lines.join('\n')}\n`);
}

// The abuse limits are declared params, which the Functions emulator reads only from .env files
// (.env.local, committed, wins over this one): the values come from the environment the stack
// starts in, so `PUBLIC_WRITE_LIMIT_PER_IP=1000 npm start` raises the limit locally.
function writeLocalParams() {
  const file = join(ROOT, 'functions', `.env.${PROJECT_ID}`);
  const params = {
    PUBLIC_WRITE_LIMIT_PER_IP: DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP,
    BOOKINGS_PER_EMAIL_PER_DAY: DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY,
    // Locally every change reads the studio's details and payment settings afresh: the tests
    // write them straight to Firestore, and each concurrent request has a worker of its own.
    // `SITE_SETTINGS_MAX_AGE_SECONDS=60 npm start` measures production's reads (bench:api).
    SITE_SETTINGS_MAX_AGE_SECONDS: 0,
  };
  const lines = Object.entries(params).map(([name, fallback]) => {
    const value = process.env[name];
    return `${name}=${value && /^\d+$/.test(value) ? value : fallback}`;
  });
  const text = `# Written by scripts/lib/stack.ts at each start; not committed.\n${lines.join('\n')}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

// Each stack's server render sits beside its own web build (their hashed file names must match),
// not in functions/ssr: the render function finds it through SSR_DIR.
const ssrDirOf = (webDir: string) => `${webDir}-ssr`;

export async function buildForStack(offset: number, ports: Ports) {
  // Not under .stack/: Hosting's static server refuses paths with a dot-folder in them.
  const webDir = join(ROOT, 'web', 'dist-local', String(offset));
  ensureLocalSecrets();
  writeLocalParams();
  // The same bundle a deploy uploads (functions/build.mjs). Type errors are the typecheck's to
  // report: esbuild does not check types, and stops only on code it cannot read.
  if ((await runCode('npm', ['run', '--silent', 'build', '-w', 'functions'])) !== 0) {
    throw new Error('The functions did not build (above).');
  }
  await buildWeb({
    outDir: webDir,
    ssrDir: ssrDirOf(webDir),
    env: {
      VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      // robots.txt names the sitemap by this stack's own address.
      SITE_URL: `http://127.0.0.1:${ports.hosting}`,
    },
  });
  return webDir;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const ports = stackPorts(options.offset);
  const env = stackEnv(ports);
  const dir = stackDir(options.offset);
  mkdirSync(dir, { recursive: true });

  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) {
      throw new Error(`Port ${port} (${name}) is in use: is another stack running? Stop it first.`);
    }
  }

  const webDir = await buildForStack(options.offset, ports);
  const config = writeStackConfig(options.offset, ports, webDir);
  const children: ChildProcess[] = [];
  const exits = new Map<ChildProcess, string>();
  const log = createWriteStream(join(dir, 'emulators.log'));
  const track = (name: string, child: ChildProcess) => {
    children.push(child);
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    if (options.verbose) {
      child.stdout?.pipe(process.stdout);
      child.stderr?.pipe(process.stderr);
    }
    child.once('exit', (code, signal) =>
      exits.set(child, `${name} exited (${signal ?? code}); see ${join(dir, 'emulators.log')}`),
    );
  };

  let stripe: StripeStandIn | undefined;
  const stripeLog = createWriteStream(join(dir, 'stripe-stand-in.log'));
  const stop = async () => {
    await Promise.all([...children.map(stopGroup), stripe?.close()]);
    log.end();
    stripeLog.end();
  };
  // last resort if the launcher exits without stop() (an uncaught error, say)
  process.once('exit', () => children.forEach((c) => c.pid && signalGroup(c.pid, 'SIGKILL')));

  const only = ['auth', 'functions', 'hosting'];
  const preloads = [NO_POWERED_BY];
  const firebaseEnv: Record<string, string> = {};
  try {
    // Stripe's API for the functions, in this process: it stops with the stack, and its webhooks
    // reach the site through Hosting, as Stripe's do.
    stripe = await startStripeStandIn({
      port: ports.stripe,
      webhookUrl: `${env.SITE_URL}/api/stripe_webhook`,
      log: (line) => stripeLog.write(`${new Date().toISOString()} ${line}\n`),
    });
    if (javaMajor() >= 21) {
      only.push('firestore');
    } else {
      const bin = cloudFirestoreEmulator();
      if (!bin) {
        throw new Error(
          'The Firestore emulator needs Java 21+ (for firebase-tools) or the Google Cloud Firestore emulator ' +
            '(gcloud components install cloud-firestore-emulator, or set FIRESTORE_EMULATOR_BIN).',
        );
      }
      track(
        'firestore',
        spawn(
          bin,
          [
            'start',
            '--host=127.0.0.1',
            `--port=${ports.firestore}`,
            `--project_id=${PROJECT_ID}`,
            `--rules=${join(ROOT, 'firestore.rules')}`,
            // Where it sends the events of the Firestore triggers registered with it.
            `--functions_emulator=127.0.0.1:${ports.functions}`,
          ],
          {
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        ),
      );
      preloads.push(FIRESTORE_FOR_TRIGGERS);
      firebaseEnv.STACK_FIRESTORE_FOR_TRIGGERS = `127.0.0.1:${ports.firestore}`;
    }
    const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
    track(
      'firebase emulators',
      spawn(
        firebaseBin,
        ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID, '--config', config],
        {
          cwd: ROOT,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            ...env,
            ...firebaseEnv,
            SSR_DIR: ssrDirOf(webDir),
            // The Functions emulator starts a worker process for each request that arrives while
            // the others are busy (it ignores `concurrency`, firebase-tools #5503): a burst of 32
            // started a hundred on 2 cores, and requests timed out. Capped, the rest wait in its
            // queue instead (README "How the local stack is made").
            FUNCTIONS_EMULATOR_PARALLEL:
              process.env.FUNCTIONS_EMULATOR_PARALLEL ?? String(EMULATOR_PARALLEL_WORK),
            NODE_OPTIONS: [process.env.NODE_OPTIONS, ...preloads.map((file) => `--import ${file}`)]
              .filter(Boolean)
              .join(' '),
          },
        },
      ),
    );

    const deadline = Date.now() + 240_000;
    const died = () => [...exits.values()][0];
    await waitFor('Firestore emulator', `http://127.0.0.1:${ports.firestore}/`, deadline, died);
    await waitFor('Auth emulator', `http://127.0.0.1:${ports.auth}/`, deadline, died);
    await waitFor(
      'Site (Hosting + Functions)',
      `http://127.0.0.1:${ports.hosting}/api/health`,
      deadline,
      died,
    );

    Object.assign(process.env, env);
    if (options.seed) {
      const { seed } = await import('./seed-data.ts');
      await seed();
    }
  } catch (err) {
    await stop();
    throw err;
  }

  return { ports, siteUrl: env.SITE_URL!, env, stop };
}

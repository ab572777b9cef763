import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/run.ts';
import { startStack } from './lib/stack.ts';

const dev = process.argv.includes('--dev');
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);

console.log(
  'Building and starting the local Firebase stack (Firestore, Auth, Functions, Hosting)...',
);
const stack = await startStack({
  offset,
  seed: true,
  verbose: process.argv.includes('--verbose'),
}).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});

let vite: ReturnType<typeof spawn> | undefined;
if (dev) {
  vite = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1'], {
    cwd: join(ROOT, 'web'),
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_PROXY: stack.siteUrl,
      VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${stack.ports.auth}`,
      VITE_FIREBASE_PROJECT_ID: stack.env.GCLOUD_PROJECT,
    },
  });
}

console.log(`
  The studio site is running: ${stack.siteUrl}
  ${dev ? 'Hot-reloading dev server: http://127.0.0.1:5173 (API proxied to the emulators)\n  ' : ''}API health:               ${stack.siteUrl}/api/health
  Seed admin (sign in at ${stack.siteUrl}/login):
    email:    admin@studio.test
    password: knit-and-natter
  Firestore emulator 127.0.0.1:${stack.ports.firestore}, Auth emulator 127.0.0.1:${stack.ports.auth}
  Press Ctrl-C to stop everything.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local stack...');
  vite?.kill('SIGTERM');
  await stack.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('SIGHUP', () => void shutdown());

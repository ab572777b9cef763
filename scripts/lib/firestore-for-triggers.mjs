// Preloaded into firebase-tools when the launcher starts Google Cloud's Firestore emulator itself
// (Java older than 21: scripts/lib/stack.ts, docs/decisions/0008). The Functions emulator
// registers Firestore triggers (the outbox's delivery, jobs/mail-delivery.ts) only with a
// Firestore emulator in firebase-tools' own registry, and ignores them otherwise. This enters
// the running one there, so the Functions emulator registers and reloads its triggers with it
// as it would with its own; that emulator was started with --functions_emulator, so it calls
// them. firebase-tools neither starts nor stops it: the launcher does.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VARIABLE = 'STACK_FIRESTORE_FOR_TRIGGERS';
const address = process.env[VARIABLE];
// Only firebase-tools itself: the function workers it starts inherit its environment.
delete process.env[VARIABLE];

if (address) {
  const [host, port] = address.split(':');
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const require = createRequire(join(root, 'package.json'));
  // The same file firebase-tools loads, so the same registry.
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');
  EmulatorRegistry.set('firestore', {
    getName: () => 'firestore',
    getInfo: () => ({ name: 'firestore', host, port: Number(port) }),
    start: async () => {},
    connect: async () => {},
    stop: async () => {},
  });
}

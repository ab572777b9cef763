import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_LINK_SECRET } from '../../functions/src/lib/secrets.ts';
import { ROOT } from './run.ts';

// What the launcher and everything that talks to a running stack agree on: the project id, the
// emulators and their ports (firebase.json's, moved by STACK_PORT_OFFSET) and the environment
// that points the Admin SDK and the tests at them.

export const PROJECT_ID = 'demo-studio';
export const EMULATORS = [
  'hosting',
  'functions',
  'firestore',
  'auth',
  'hub',
  'logging',
  'eventarc',
  'tasks',
] as const;
type Emulator = (typeof EMULATORS)[number];
export type Ports = Record<Emulator, number>;

export const firebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));

export function stackPorts(offset: number): Ports {
  const emulators = firebaseJson().emulators as Record<Emulator, { port: number }>;
  return Object.fromEntries(EMULATORS.map((e) => [e, emulators[e].port + offset])) as Ports;
}

export function stackEnv(ports: Ports): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    SITE_URL: `http://127.0.0.1:${ports.hosting}`,
    // no probing for a Google Cloud metadata server: a local stack never runs on one
    METADATA_SERVER_DETECTION: 'none',
    // the functions' LINK_SECRET (functions/.secret.local), for tests that run their jobs
    LINK_SECRET: LOCAL_LINK_SECRET,
  };
}

/**
 * Points this process at the running stack (STACK_PORT_OFFSET, else `defaultOffset`), keeping
 * whatever the caller already set (`npm test` passes its stack's environment on).
 */
export function applyStackEnv(defaultOffset: number): Record<string, string> {
  const offset = Number(process.env.STACK_PORT_OFFSET ?? defaultOffset);
  const env = stackEnv(stackPorts(offset));
  for (const key of Object.keys(env)) env[key] = process.env[key] ??= env[key]!;
  return env;
}

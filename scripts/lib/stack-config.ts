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
/** The emulators' ports, and the local Stripe stand-in's (scripts/stripe-stand-in). */
export type Ports = Record<Emulator | 'stripe', number>;

/** stripe-mock's port, so a developer who knows it finds the stand-in there. */
export const STRIPE_STAND_IN_PORT = 12111;

export const firebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));

export function stackPorts(offset: number): Ports {
  const emulators = firebaseJson().emulators as Record<Emulator, { port: number }>;
  const ports = Object.fromEntries(EMULATORS.map((e) => [e, emulators[e].port + offset]));
  return { ...(ports as Record<Emulator, number>), stripe: STRIPE_STAND_IN_PORT + offset };
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
    // Where the functions' Stripe SDK goes (new Stripe(key, { host, port, protocol })): the
    // stand-in. Passed to the Functions emulator as its environment, which each worker inherits,
    // rather than in functions/.env.demo-studio: that file is shared by every stack of a checkout
    // and read again at each worker start, so `npm test` would move `npm start`'s functions to
    // its own stand-in.
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(ports.stripe),
    STRIPE_API_PROTOCOL: 'http',
    // the stand-in's base URL, for tests: its hosted pages and control API (/_stand-in/...)
    STRIPE_STAND_IN_URL: `http://127.0.0.1:${ports.stripe}`,
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

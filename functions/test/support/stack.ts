import { ensureUser, idToken } from '../../../scripts/lib/emulator.ts';

export const siteUrl = () => process.env.SITE_URL!;

/** A request to the site through Hosting, exactly as the browser makes it. */
export async function call(
  path: string,
  init: RequestInit & { json?: unknown; token?: string } = {},
) {
  const { json, token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`${siteUrl()}${path}`, {
    ...rest,
    headers,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body: body as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
}

/** Creates (or reuses) an Auth emulator user and returns a fresh ID token for it. */
export async function signIn(
  email: string,
  password = 'password123',
  claims?: Record<string, unknown>,
) {
  await ensureUser(email, password, claims);
  return idToken(email, password);
}

export const adminToken = () => signIn('staff-admin@studio.test', 'password123', { admin: true });
export const visitorToken = () => signIn('not-an-admin@studio.test', 'password123');

/**
 * The Functions emulator serves each concurrent request with its own worker process and
 * starts a new one whenever all are busy; starting twenty at once on a small machine can
 * time out. Growing the pool a few workers at a time first keeps a burst test about the
 * API, not about the emulator's start-up.
 */
export async function warmWorkers(target: number, step = 4) {
  for (let n = step; n < target + step; n += step) {
    const wave = Math.min(n, target);
    // A read, so each worker has also loaded and connected its Firestore client.
    await Promise.all(Array.from({ length: wave }, () => call('/api/site_content/payment_links')));
  }
}

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../../scripts/lib/stack.ts';

export const siteUrl = () => process.env.SITE_URL!;
const firestoreHost = () => process.env.FIRESTORE_EMULATOR_HOST!;
const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST!;

export function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export const testDb = () => getFirestore(adminApp());
export const testAuth = () => getAuth(adminApp());

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

/** Deletes every document in the Firestore emulator. */
export async function clearFirestore() {
  const res = await fetch(
    `http://${firestoreHost()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`Could not clear Firestore: ${res.status}`);
}

/** Creates (or reuses) an Auth emulator user and returns a fresh ID token for it. */
export async function signIn(
  email: string,
  password = 'password123',
  claims?: Record<string, unknown>,
) {
  const auth = testAuth();
  const existing = await auth.getUserByEmail(email).catch(() => undefined);
  const user = existing ?? (await auth.createUser({ email, password }));
  if (!existing) await auth.updateUser(user.uid, { password });
  if (claims) await auth.setCustomUserClaims(user.uid, claims);
  const res = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const data = (await res.json()) as { idToken?: string };
  if (!data.idToken) throw new Error(`Could not sign in ${email}: ${JSON.stringify(data)}`);
  return data.idToken;
}

export const adminToken = () => signIn('staff-admin@studio.test', 'password123', { admin: true });
export const visitorToken = () => signIn('not-an-admin@studio.test', 'password123');

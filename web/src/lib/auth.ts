// The staff sign-in, the Firebase Auth SDK's only importer. It is imported (lazily) from /login
// and the admin routes only, so visitors never download it.
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import type { ContractKey, ResponseOf } from '@domain/contracts/all';
import type { ClientPathOf } from '@domain/contracts/endpoint';
import { api, ApiError, type OptionsOf, type UntypedApi } from './api-client';
import { firebaseApp } from './firebase-app';
import { setSession } from './session';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; email: string; isAdmin: boolean };

let state: AuthState = { status: 'loading' };
const listeners = new Set<(state: AuthState) => void>();
let ready: Promise<Auth> | undefined;

function publish(next: AuthState) {
  state = next;
  setSession(
    next.status === 'signedIn'
      ? { signedIn: true, isAdmin: next.isAdmin, email: next.email }
      : { signedIn: false, isAdmin: false },
  );
  listeners.forEach((listener) => listener(next));
}

async function stateOf(user: User | null): Promise<AuthState> {
  if (!user) return { status: 'signedOut' };
  const token = await user.getIdTokenResult();
  return { status: 'signedIn', email: user.email ?? '', isAdmin: token.claims.admin === true };
}

async function init(): Promise<Auth> {
  const app = await firebaseApp();
  // initializeAuth without a popup/redirect resolver keeps that code out of the bundle.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  const emulator = import.meta.env.VITE_AUTH_EMULATOR_URL as string | undefined;
  if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  let latest = 0;
  onIdTokenChanged(auth, (user) => {
    const call = ++latest;
    stateOf(user)
      .catch((): AuthState => ({ status: 'signedOut' }))
      .then((next) => {
        if (call === latest) publish(next);
      });
  });
  return auth;
}

function auth(): Promise<Auth> {
  ready ??= init();
  return ready;
}

export function getAuthState(): AuthState {
  return state;
}

/** Calls `listener` on every change of the sign-in state; returns the unsubscribe function. */
export function onAuthState(listener: (state: AuthState) => void): () => void {
  listeners.add(listener);
  // If the SDK cannot start, nobody is signed in: the guard sends the visitor home.
  auth().catch(() => publish({ status: 'signedOut' }));
  return () => listeners.delete(listener);
}

// The staff see only these words, never the provider's (docs/product.md#screens). A wrong
// password and an unknown address read the same: the Auth emulator answers wrong-password or
// user-not-found, production (email enumeration protection) invalid-credential for both.
const NO_MATCH = "That email and password don't match. Try again or reset your password.";
export const SIGN_IN_FAILED = 'Signing in failed. Please try again.';
const RESET_FAILED = 'We could not send the reset email. Please try again.';
const friendly: Record<string, string> = {
  'auth/invalid-credential': NO_MATCH,
  'auth/invalid-login-credentials': NO_MATCH,
  'auth/wrong-password': NO_MATCH,
  'auth/user-not-found': NO_MATCH,
  'auth/invalid-email': 'That email address is not valid.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
};

/** A failed sign-in in the site's words; the provider's own error is its `cause`, for the console. */
export class SignInError extends Error {}

export async function signIn(email: string, password: string): Promise<void> {
  try {
    const credential = await signInWithEmailAndPassword(await auth(), email.trim(), password);
    publish(await stateOf(credential.user));
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    throw new SignInError(friendly[code] ?? SIGN_IN_FAILED, { cause: err });
  }
}

/**
 * Emails the address a link to choose a new password (Firebase's own page). An address without
 * an account is answered the same as one with, so the page does not tell which have accounts.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(await auth(), email.trim());
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'auth/user-not-found') return;
    throw new SignInError(friendly[code] ?? RESET_FAILED, { cause: err });
  }
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(await auth());
  publish({ status: 'signedOut' });
}

/** A valid ID token for the API; the SDK refreshes it when it is near expiry (or when forced). */
export async function getIdToken(forceRefresh = false): Promise<string> {
  const user = (await auth()).currentUser;
  if (!user) throw new ApiError(401, 'You are signed out. Please sign in again.');
  return user.getIdToken(forceRefresh);
}

type AdminRequest = Omit<NonNullable<Parameters<UntypedApi>[1]>, 'token'>;

/** `api` with the signed-in admin's bearer token; a rejected token is refreshed and tried once more. */
export function adminApi<K extends ContractKey = never>(
  path: NoInfer<ClientPathOf<K>>,
  ...options: OptionsOf<K>
): Promise<ResponseOf<K>>;
export async function adminApi(path: string, options: AdminRequest = {}): Promise<unknown> {
  try {
    return await (api as UntypedApi)(path, { ...options, token: await getIdToken() });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401 || options.signal?.aborted) throw err;
    return (api as UntypedApi)(path, { ...options, token: await getIdToken(true) });
  }
}

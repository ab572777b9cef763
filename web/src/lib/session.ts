import { useSyncExternalStore } from 'react';

// What the visitor-side shell knows about the admin's sign-in, without the Firebase SDK:
// lib/auth.ts (loaded only on /login and admin pages) keeps it up to date, and it is
// remembered in local storage so the header can show the admin logo on public pages too.
export interface Session {
  signedIn: boolean;
  isAdmin: boolean;
  email?: string;
}

const KEY = 'studio.session';
const signedOut: Session = { signedIn: false, isAdmin: false };
const listeners = new Set<() => void>();

function read(): Session {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? { ...signedOut, ...(JSON.parse(raw) as Session) } : signedOut;
  } catch {
    return signedOut;
  }
}

let current = read();

export function setSession(next: Session) {
  current = next;
  try {
    if (next.signedIn) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // storage may be unavailable (private mode); the in-memory value still works
  }
  listeners.forEach((l) => l());
}

export function getSession() {
  return current;
}

export function useSession() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // The server's HTML is the same for everyone: a signed-in admin's header follows on hydration.
    () => signedOut,
  );
}

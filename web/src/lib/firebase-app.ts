// The Firebase app of the staff sign-in (lib/auth.ts) and of App Check (lib/app-check-token.ts),
// both loaded lazily: a visitor's first view never downloads the Firebase SDK.
import { type FirebaseApp, type FirebaseOptions, getApps, initializeApp } from 'firebase/app';

const fallbackConfig: FirebaseOptions = {
  apiKey: 'demo-key',
  authDomain: 'demo-studio.firebaseapp.com',
  projectId: (import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined) ?? 'demo-studio',
};

// Firebase Hosting (and its emulator) serves the project's web config here.
async function loadConfig(): Promise<FirebaseOptions> {
  try {
    const res = await fetch('/__/firebase/init.json', { signal: AbortSignal.timeout(5000) });
    if (!res.ok || !res.headers.get('content-type')?.includes('json')) return fallbackConfig;
    const config = (await res.json()) as FirebaseOptions;
    return config.apiKey && config.projectId ? config : fallbackConfig;
  } catch {
    return fallbackConfig;
  }
}

let app: Promise<FirebaseApp> | undefined;

export function firebaseApp(): Promise<FirebaseApp> {
  app ??= loadConfig().then((config) => getApps()[0] ?? initializeApp(config));
  return app;
}

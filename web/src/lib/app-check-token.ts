// Loaded only when the build has a reCAPTCHA Enterprise site key (lib/app-check.ts).
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { firebaseApp } from './firebase-app';

/** Starts App Check once; the function it gives returns a current token (cached by the SDK). */
export async function startAppCheck(siteKey: string): Promise<() => Promise<string>> {
  const appCheck = initializeAppCheck(await firebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => (await getToken(appCheck)).token;
}

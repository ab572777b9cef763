// App Check (README, "App Check"): a build with a reCAPTCHA Enterprise site key
// (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) sends an App Check token with every public write, which
// the functions verify when ENFORCE_APP_CHECK is on. Without a key (the local stack, the tests)
// this is a no-op and the App Check code is not even built.
const SITE_KEY = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY as string | undefined;

let tokens: Promise<() => Promise<string>> | undefined;

/** The App Check header for a public write; none without a site key or when no token came. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!SITE_KEY) return {};
  try {
    tokens ??= import('./app-check-token').then(({ startAppCheck }) => startAppCheck(SITE_KEY));
    return { 'X-Firebase-AppCheck': await (await tokens)() };
  } catch {
    // The write goes without it; an enforcing server answers "Please reload the page and try again".
    tokens = undefined;
    return {};
  }
}

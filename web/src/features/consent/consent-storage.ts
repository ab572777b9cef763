// Cookie consent and the announcement's dismissed flag (docs/product.md#cookie-consent-and-the-announcement): the consent
// lives in a cookie (1 year, path /, SameSite Lax) and in local storage with the date it was given.
export const CONSENTS = ['essential', 'all'] as const;
export type Consent = (typeof CONSENTS)[number];

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_KEY = 'cookie_consent';
export const CONSENT_DATE_KEY = 'cookie_consent_date';
/** <html data-consent="ask">: the boot script found no choice stored (src/boot-script.ts). */
export const ASK_CONSENT = 'ask';
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcement_dismissed';
/** How long the consent cookie lasts: a year. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
const ONE_YEAR_S = CONSENT_MAX_AGE_S;
/** The cookie notice the server sends with each page (EarlyCookieConsent), hidden until needed. */
export const EARLY_CONSENT_ID = 'early-consent';
/** Marks a button of the cookie notice with the choice it makes (the boot script acts on it). */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

const isConsent = (value: unknown): value is Consent => CONSENTS.includes(value as Consent);

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode or full: the cookie still records the consent
  }
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function readConsent(): Consent | undefined {
  const fromCookie = readCookie(CONSENT_COOKIE);
  if (isConsent(fromCookie)) return fromCookie;
  const stored = storageGet(CONSENT_KEY);
  return isConsent(stored) ? stored : undefined;
}

export function saveConsent(value: Consent, now = new Date()): void {
  const expires = new Date(now.getTime() + ONE_YEAR_S * 1000).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${ONE_YEAR_S}; Expires=${expires}; Path=/; SameSite=Lax${secure}`;
  storageSet(CONSENT_KEY, value);
  storageSet(CONSENT_DATE_KEY, now.toISOString());
}

/** The flag remembers which announcement was closed, so a new one is shown again. */
export function announcementKey(a: { title: string; expiresOn: string }): string {
  return `${a.expiresOn} ${a.title}`;
}

export function isAnnouncementDismissed(a: { title: string; expiresOn: string }): boolean {
  return storageGet(ANNOUNCEMENT_DISMISSED_KEY) === announcementKey(a);
}

export function dismissAnnouncement(a: { title: string; expiresOn: string }): void {
  storageSet(ANNOUNCEMENT_DISMISSED_KEY, announcementKey(a));
}

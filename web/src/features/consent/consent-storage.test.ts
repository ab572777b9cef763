import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  dismissAnnouncement,
  isAnnouncementDismissed,
  readConsent,
  saveConsent,
} from './consent-storage';

// A browser-like document.cookie (each assignment sets one cookie) and local storage.
let written: string[];
let jar: Map<string, string>;
let store: Map<string, string>;

beforeEach(() => {
  written = [];
  jar = new Map();
  store = new Map();
  Object.assign(globalThis, {
    document: {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(text: string) {
        written.push(text);
        const [pair = ''] = text.split(';');
        const [k = '', v = ''] = pair.split('=');
        jar.set(k.trim(), v.trim());
      },
    },
    location: { protocol: 'http:' },
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    },
  });
});

afterEach(() => {
  for (const key of ['document', 'location', 'localStorage']) {
    Reflect.deleteProperty(globalThis, key);
  }
});

describe('saveConsent', () => {
  it('writes a year-long, site-wide, SameSite=Lax cookie and the choice with its date', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    saveConsent('essential', now);
    expect(written).toEqual([
      'cookie_consent=essential; Max-Age=31536000; Expires=Mon, 01 Mar 2027 10:00:00 GMT; Path=/; SameSite=Lax',
    ]);
    expect(store.get('cookie_consent')).toBe('essential');
    expect(store.get('cookie_consent_date')).toBe('2026-03-01T10:00:00.000Z');
  });

  it('marks the cookie Secure on https', () => {
    Object.assign(globalThis, { location: { protocol: 'https:' } });
    saveConsent('all');
    expect(written[0]).toMatch(/; Secure$/);
  });
});

describe('readConsent', () => {
  it('reads the choice from the cookie, else from local storage', () => {
    expect(readConsent()).toBeUndefined();
    store.set('cookie_consent', 'all');
    expect(readConsent()).toBe('all');
    jar.set('cookie_consent', 'essential');
    expect(readConsent()).toBe('essential');
  });

  it('ignores values that are not a choice', () => {
    jar.set('cookie_consent', 'maybe');
    store.set('cookie_consent', 'yes');
    expect(readConsent()).toBeUndefined();
  });
});

describe('the announcement dismissed flag', () => {
  const moving = { title: "We're Moving", expiresOn: '2026-01-31' };

  it('is set by dismissing and remembers which announcement was closed', () => {
    expect(isAnnouncementDismissed(moving)).toBe(false);
    dismissAnnouncement(moving);
    expect(isAnnouncementDismissed(moving)).toBe(true);
    expect(isAnnouncementDismissed({ ...moving, title: 'Summer hours' })).toBe(false);
  });
});

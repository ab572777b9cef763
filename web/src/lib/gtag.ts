import { analyticsCookies, setAnalyticsSink } from './analytics';
import { analyticsLocation } from './page-location';

// Google Analytics 4 through gtag.js, only after the visitor chose "Accept all" and only when
// staff have set a measurement id (docs/product.md#cookie-consent-and-analytics). Google
// Consent Mode v2: everything starts denied and only analytics_storage is granted; nothing
// for ads. Loaded on demand (not in the first view); until then events go nowhere.
type GtagArgs = [command: string, ...args: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    [disable: `ga-disable-${string}`]: boolean | undefined;
  }
}

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

let enabledId: string | undefined;
const loaded = new Set<string>();

function gtag(..._args: GtagArgs) {
  // gtag.js reads each command as an Arguments object, as Google's snippet pushes it.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/** Starts GA4 for `measurementId` (loading gtag.js once per page). */
export function enableAnalytics(measurementId: string) {
  if (enabledId === measurementId) return;
  if (enabledId) disableAnalytics();
  window[`ga-disable-${measurementId}`] = false;
  if (!loaded.has(measurementId)) {
    loaded.add(measurementId);
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    gtag('consent', 'update', { analytics_storage: 'granted' });
    gtag('js', new Date());
    // Page views are sent on each route change (logPageView), not only on the first load.
    // page_location and page_referrer are always set by us (secret-link tokens replaced), so
    // gtag.js never falls back to location.href or document.referrer.
    gtag('config', measurementId, { send_page_view: false, ...pageContext() });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG_URL}?id=${encodeURIComponent(measurementId)}`;
    document.head.append(script);
  } else {
    gtag('consent', 'update', { analytics_storage: 'granted' });
  }
  enabledId = measurementId;
  setAnalyticsSink((name, params) => gtag('event', name, params));
}

/** Consent withdrawn: gtag sends nothing more and its cookies are removed. */
export function disableAnalytics() {
  if (enabledId) {
    window[`ga-disable-${enabledId}`] = true;
    gtag('consent', 'update', { analytics_storage: 'denied' });
  }
  enabledId = undefined;
  setAnalyticsSink(null);
  removeAnalyticsCookies();
}

/** GA4's cookies, on this host and its parents (gtag sets them on the widest it can). */
function removeAnalyticsCookies() {
  const names = analyticsCookies();
  const labels = location.hostname.split('.');
  const domains = [''].concat(labels.map((_, i) => `; Domain=.${labels.slice(i).join('.')}`));
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
}

/** Where the visitor is and came from, as analytics may know it (no secret-link tokens). */
function pageContext() {
  return {
    page_location: analyticsLocation(location.href, location.origin),
    page_referrer: analyticsLocation(document.referrer, location.origin),
  };
}

export function logPageView() {
  if (!enabledId) return;
  const context = pageContext();
  // Set for the events that follow on this page too, not only for the page view.
  gtag('set', context);
  gtag('event', 'page_view', { ...context, page_title: document.title });
}

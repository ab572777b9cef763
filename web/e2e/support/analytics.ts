import type { BrowserContext } from '@playwright/test';

/** The measurement id the browser tests give the studio when analytics is on. */
export const TEST_MEASUREMENT_ID = 'G-E2ETEST123';

export interface AnalyticsHit {
  /** The measurement id the hit was sent for (tid). */
  tid: string;
  /** The event name (en): page_view, begin_checkout, purchase, ... */
  en: string;
  params: Record<string, string>;
}

/**
 * Everything the page asks of Google's analytics hosts, which these machines cannot reach:
 * gtag.js is answered with a small stand-in that acts like it on the dataLayer (Consent Mode,
 * the ga-disable switch, _ga cookies on config, one collect request per event), and the collect
 * requests are recorded and answered 204. What is under test is the site: when it loads the tag,
 * with which id, and which commands it gives it.
 */
export class AnalyticsTraffic {
  readonly scripts: string[] = [];
  readonly hits: AnalyticsHit[] = [];

  /** Every request to a Google analytics host, loads and hits alike. */
  get requests(): number {
    return this.scripts.length + this.hits.length;
  }

  events(): string[] {
    return this.hits.map((h) => h.en);
  }

  async intercept(context: BrowserContext) {
    await context.route('https://www.googletagmanager.com/**', (route) => {
      this.scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: GTAG_STAND_IN });
    });
    await context.route(
      /^https:\/\/([a-z0-9-]+\.)*(google-analytics\.com|analytics\.google\.com)\//,
      (route) => {
        const url = new URL(route.request().url());
        const params = Object.fromEntries(url.searchParams);
        this.hits.push({ tid: params.tid ?? '', en: params.en ?? '', params });
        return route.fulfill({ status: 204 });
      },
    );
  }
}

const GTAG_STAND_IN = `(() => {
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  const consent = {};
  let id;
  const send = (name, params) => {
    if (!id || window['ga-disable-' + id] || consent.analytics_storage !== 'granted') return;
    const query = new URLSearchParams({ v: '2', tid: id, en: name });
    for (const [key, value] of Object.entries(params || {})) {
      query.set('ep.' + key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    void fetch('https://region1.google-analytics.com/g/collect?' + query, {
      method: 'POST',
      mode: 'no-cors',
      keepalive: true,
    });
  };
  const handle = (args) => {
    const [command, a, b] = args;
    if (command === 'consent') Object.assign(consent, b);
    if (command === 'config') {
      id = a;
      if (consent.analytics_storage === 'granted') {
        document.cookie = '_ga=GA1.1.123.456; Path=/; Max-Age=63072000';
        document.cookie = '_ga_' + a.slice(2) + '=GS1.1.123; Path=/; Max-Age=63072000';
      }
    }
    if (command === 'event') send(a, b);
  };
  for (const args of dataLayer) handle(args);
  const push = dataLayer.push.bind(dataLayer);
  dataLayer.push = (args) => {
    handle(args);
    return push(args);
  };
})();
`;

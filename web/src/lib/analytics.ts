// The site's analytics events. They go to Google Analytics 4 only while it runs (after "Accept
// all" with a measurement id: lib/gtag.ts, loaded only then); otherwise they go nowhere.
type Sink = (name: string, params: Record<string, unknown>) => void;

/** A sink while analytics runs; null once it is known to be off; undefined until then. */
let sink: Sink | null | undefined;
// Events of the first moments, before the page knows whether analytics runs (gtag.js loads
// after the page): kept, a few, until it does, then sent or dropped.
let early: [string, Record<string, unknown>][] = [];
const MAX_EARLY = 20;

/** lib/gtag.ts connects GA4 here while it runs; null when analytics is off or withdrawn. */
export function setAnalyticsSink(next: Sink | null) {
  sink = next;
  const waiting = early;
  early = [];
  if (next) for (const [name, params] of waiting) next(name, params);
}

/** A GA4 event (recommended names: begin_checkout, purchase, join_waitlist, ...). */
export function logEvent(name: string, params: Record<string, unknown> = {}) {
  if (sink) sink(name, params);
  else if (sink === undefined && early.length < MAX_EARLY) early.push([name, params]);
}

/** GA4's first-party cookies: _ga, _ga_<id>, and the older _gid and _gat. */
const isAnalyticsCookie = (name: string) => /^_ga($|_)|^_gid$|^_gat/.test(name);

/** The names of this page's Google Analytics cookies (to remove after consent is withdrawn). */
export const analyticsCookies = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(isAnalyticsCookie);

export const hasAnalyticsCookies = () => analyticsCookies().length > 0;

// A stand-in for an analytics service: events go to the console and to window.dataLayer,
// where a tag manager (or a test) can read them. Nothing leaves the browser.
export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function logEvent(event: string, params: Record<string, unknown> = {}): void {
  const entry = { event, ...params };
  (window.dataLayer ??= []).push(entry);
  console.info('[analytics]', event, params);
}

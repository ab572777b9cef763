import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hasAnalyticsCookies, setAnalyticsSink } from '../../../lib/analytics';

let loaded = false;
const loadGtag = () => {
  loaded = true;
  return import('../../../lib/gtag');
};

/** Runs analytics exactly while the visitor accepts it and staff have set a measurement id. */
export function AnalyticsLoader({ measurementId, on }: { measurementId: string; on: boolean }) {
  const { pathname, search } = useLocation();
  const enabled = on && measurementId !== '';

  useEffect(() => {
    // Off: nothing of it is loaded, unless it ran or left cookies (consent withdrawn).
    if (enabled) void loadGtag().then((gtag) => gtag.enableAnalytics(measurementId));
    else if (loaded || hasAnalyticsCookies())
      void loadGtag().then((gtag) => gtag.disableAnalytics());
    else setAnalyticsSink(null);
  }, [enabled, measurementId]);

  // A page view for each page the visitor sees (after the page has set its title).
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadGtag().then((gtag) =>
      setTimeout(() => {
        if (live) gtag.logPageView();
      }, 0),
    );
    return () => {
      live = false;
    };
  }, [enabled, pathname, search]);

  return null;
}

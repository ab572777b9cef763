import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { disableAnalytics, enableAnalytics, logPageView } from '../../../lib/analytics';

/** Runs analytics exactly while the visitor accepts it and staff have set a measurement id. */
export function AnalyticsLoader({ measurementId, on }: { measurementId: string; on: boolean }) {
  const { pathname, search } = useLocation();
  const enabled = on && measurementId !== '';

  useEffect(() => {
    if (enabled) enableAnalytics(measurementId);
    else disableAnalytics();
  }, [enabled, measurementId]);

  // A page view for each page the visitor sees (after the page has set its title).
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(logPageView, 0);
    return () => clearTimeout(timer);
  }, [enabled, pathname, search]);

  return null;
}

import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { PageSkeleton } from '../../components/page-skeleton';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button';
import { SiteOverlays } from '../../features/consent/components/site-overlays';
import { replayWaitingTap } from '../../lib/early-taps';

/**
 * Marks the document once the page is live (hydrated, or rendered here), and makes again the tap
 * on a button that waited for it (the page's inline script marked it). The browser tests wait
 * for the mark before clicking what the app must answer.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayWaitingTap();
  }, []);
  return null;
}

export function SiteLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a client-side navigation, show the new page from its top and start keyboard and
  // screen reader users there (links to #fragments are left to the browser).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (location.hash) return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main ref={mainRef} id="main" className="page" tabIndex={-1}>
        <PageErrorBoundary path={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <HydratedMark />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter cookieSettings={<CookieSettingsButton />} />
      <SiteOverlays />
    </>
  );
}

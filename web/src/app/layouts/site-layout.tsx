import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';

export function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense
          fallback={<div className="container skeleton" aria-busy="true" aria-label="Loading" />}
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}

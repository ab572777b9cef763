import { lazy } from 'react';
import { BrowserRouter } from 'react-router';
import { loadOrReload } from './chunk-reload';
import { publicRoutes } from './public-routes';
import { SiteRoutes, siteRoutes } from './site-routes';

const StaffRoutes = lazy(() => loadOrReload(() => import('./staff-routes')));

const routes = siteRoutes(publicRoutes, <StaffRoutes />);

export function AppRouter() {
  return (
    <BrowserRouter>
      <SiteRoutes routes={routes} />
    </BrowserRouter>
  );
}

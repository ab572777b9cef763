import { BrowserRouter } from 'react-router';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';
import { SiteRoutes, siteRoutes } from './site-routes';

const routes = siteRoutes([...publicRoutes, ...adminRoutes]);

export function AppRouter() {
  return (
    <BrowserRouter>
      <SiteRoutes routes={routes} />
    </BrowserRouter>
  );
}

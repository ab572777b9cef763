import { BrowserRouter } from 'react-router';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';
import { preloadPage, SiteRoutes, siteRoutes } from './site-routes';

const routes = siteRoutes([...publicRoutes, ...adminRoutes]);

export function AppRouter() {
  return (
    <BrowserRouter>
      <SiteRoutes routes={routes} />
    </BrowserRouter>
  );
}

/** Starts loading the code of the visitor page at `pathname` (before the browser hydrates it). */
export const preloadVisitorPage = (pathname: string) => preloadPage(publicRoutes, pathname);

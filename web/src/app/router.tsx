import { type ComponentType, lazy } from 'react';
import { BrowserRouter, Navigate, type RouteObject, useRoutes } from 'react-router';
import { paths } from '../config/paths';
import { registerPreload } from '../lib/preload';
import { adminRoutes } from './admin-routes';
import { loadOrReload } from './chunk-reload';
import { SiteLayout } from './layouts/site-layout';
import { publicRoutes } from './public-routes';

type PageLoader = () => Promise<{ Component: ComponentType }>;

// Declarative routing (BrowserRouter + useRoutes) rather than the data router
// (createBrowserRouter): the data router's runtime adds about 17 KB gzip to every first view,
// which the 100 KB budget for `/` cannot carry. Route tables keep the `lazy: page(...)` shape;
// each lazy route becomes a React.lazy component, shown through the site layout's Suspense.
function withLazyElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children, ...rest } = route;
    const converted = { ...rest } as RouteObject & { children?: RouteObject[] };
    if (typeof load === 'function') {
      if (route.path) registerPreload(route.path, load as PageLoader);
      const Page = lazy(async () => ({
        default: (await loadOrReload(load as PageLoader)).Component,
      }));
      converted.element = <Page />;
    }
    if (children) converted.children = withLazyElements(children);
    return converted;
  });
}

const routes = withLazyElements([
  {
    Component: SiteLayout,
    children: [
      ...publicRoutes,
      ...adminRoutes,
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

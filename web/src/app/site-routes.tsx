import { type ComponentType, lazy, type ReactNode } from 'react';
import { PageSkeleton } from '../components/page-skeleton';
import { useHydrated } from '../lib/use-hydrated';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { paths } from '../config/paths';
import { registerPreload } from '../lib/preload';
import { loadOrReload } from './chunk-reload';
import type { ClientOnlyHandle } from './lazy-page';
import { SiteLayout } from './layouts/site-layout';

type PageLoader = () => Promise<{ Component: ComponentType }>;

/** The page's placeholder on the server and while the browser hydrates, then the page. */
function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <PageSkeleton />;
}

const isClientOnly = (route: RouteObject) =>
  (route.handle as Partial<ClientOnlyHandle> | undefined)?.clientOnly === true;

// Declarative routing (BrowserRouter + useRoutes) rather than the data router
// (createBrowserRouter): the data router's runtime adds about 17 KB gzip to every first view,
// which the 100 KB budget for `/` cannot carry. Route tables keep the `lazy: page(...)` shape;
// each lazy route becomes a React.lazy component, shown through the site layout's Suspense.

/** Loads the code of the page at `pathname`: the server, before it renders, so it waits less. */
export async function preloadPage(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [route.lazy as PageLoader] : [],
  );
  await Promise.all(loads.map((load) => load()));
}

export function withLazyElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children, ...rest } = route;
    const converted = { ...rest } as RouteObject & { children?: RouteObject[] };
    if (typeof load === 'function') {
      if (route.path) registerPreload(route.path, load as PageLoader);
      const Page = lazy(async () => ({
        default: (await loadOrReload(load as PageLoader)).Component,
      }));
      converted.element = isClientOnly(route) ? (
        <ClientOnly>
          <Page />
        </ClientOnly>
      ) : (
        <Page />
      );
    }
    if (children) converted.children = withLazyElements(children);
    return converted;
  });
}

/**
 * The site's route table around `pages`. The server renders the visitor pages only (so no staff
 * page, nor the Firebase SDK, is in its bundle); the visitor routes come first in both tables,
 * so a visitor page matches the same routes on both sides and hydrates. Any other path renders
 * `otherwise`: in the browser, the staff pages' own table (`staff-routes.tsx`, downloaded when
 * first needed), which sends an unknown path home.
 */
export function siteRoutes(
  pages: RouteObject[],
  otherwise = <Navigate to={paths.home} replace />,
): RouteObject[] {
  return withLazyElements([
    { Component: SiteLayout, children: [...pages, { path: '*', element: otherwise }] },
  ]);
}

export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

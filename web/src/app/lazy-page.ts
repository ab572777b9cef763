import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

export type RouteModule = { default: ComponentType };

/** A react-router `lazy` loader for a route module whose default export is the page. */
export const page = (load: () => Promise<RouteModule>) => async () => ({
  Component: (await load()).default,
});

/** A route whose page (the module's default export) is downloaded when first visited. */
export const lazyRoute = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  lazy: page(load),
});

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

/** Marks a route whose page depends on the visitor's own state (stored or in its link). */
export interface ClientOnlyHandle {
  clientOnly: true;
}

/**
 * A lazy route rendered in the browser only (the booking steps, a secret link's page): a server
 * render sends the site around it with the page's placeholder, never a visitor's data.
 */
export const clientOnlyRoute = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  ...lazyRoute(path, load),
  handle: { clientOnly: true } satisfies ClientOnlyHandle,
});

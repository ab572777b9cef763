import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router';

/** A route module (app/routes): its default export is the page's body. */
export type RouteModule<P extends object = object> = { default: ComponentType<P> };

/** A page's props, given by the route table when several routes share one page module. */
export type PageProps<P extends object> = object extends P ? [] : [props: P];

/** A react-router `lazy` loader for a route module whose default export is the page. */
export const page =
  <P extends object>(load: () => Promise<RouteModule<P>>, ...[props]: PageProps<P>) =>
  async () => {
    const Page = (await load()).default;
    return { Component: props ? () => createElement(Page, props) : (Page as ComponentType) };
  };

/** A route whose page (the module's default export) is downloaded when first visited. */
export const lazyRoute = <P extends object>(
  path: string,
  load: () => Promise<RouteModule<P>>,
  ...props: PageProps<P>
): RouteObject => ({
  path,
  lazy: page(load, ...props),
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

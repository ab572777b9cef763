import type { ComponentType } from 'react';

export type RouteModule = { default: ComponentType };

/** A react-router `lazy` loader for a route module whose default export is the page. */
export const page = (load: () => Promise<RouteModule>) => async () => ({
  Component: (await load()).default,
});

// Page code by route path. The router registers every lazy route, so a feature can start
// downloading the next page's code by its path without importing that page.
const loaders = new Map<string, () => Promise<unknown>>();

export function registerPreload(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

export function preload(path: string): void {
  loaders
    .get(path)?.()
    .catch(() => undefined);
}

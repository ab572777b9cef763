import type { Response } from 'express';

export const CACHE_PUBLIC = 'public, max-age=60, s-maxage=300';
export const CACHE_FRESH = 'public, max-age=10, s-maxage=10';
/** The sitemap and robots.txt: a new workshop is listed within the hour. */
export const CACHE_SEO = 'public, max-age=600, s-maxage=3600';
export const CACHE_PRIVATE = 'private, no-store';

export function cache(res: Response, value: string) {
  res.set('Cache-Control', value);
}

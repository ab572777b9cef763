export interface SeoContracts {
  /** application/xml, outside /api/: Hosting rewrites /sitemap.xml to the api function. */
  'get /sitemap.xml': { request: undefined; response: string };
}

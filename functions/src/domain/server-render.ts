// The contract between the `render` function and the web app's server render
// (web/src/entry-server.tsx), which the web build bundles into the functions codebase.

/**
 * The id of a rendered page's data block: non-executing JSON (the CSP allows no inline script but
 * the boot script, by its hash).
 */
export const SERVER_DATA_ID = 'server-data';

/** A page's own head: the title, description and link-preview picture it renders with. */
export interface PageHead {
  title: string;
  description: string;
  /** The picture a link preview shows (absolute or site-relative URL). */
  image?: string;
}

export interface RenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  /** The site's public address (SITE_URL), for absolute links. */
  siteUrl: string;
  /** The instant to render at (the calendar's "today"). */
  now: number;
  /** Loads a query by its key, the API path after `/api/`; rejects with `{ status }`. */
  load: (key: string, signal: AbortSignal) => Promise<unknown>;
  /** Ends the render (a timeout). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** 404 when the page's own data is not found (an unknown workshop). */
  status: 200 | 404;
  /** The contents of `#root`. */
  html: string;
  /** The page's head, with the whole document title and (a workshop's) Event JSON-LD. */
  head: PageHead & { documentTitle: string; jsonLd?: string };
  /** The data block's text, for the browser to hydrate with. */
  data: string;
  /**
   * The cookie notice as HTML, outside `#root` and hidden unless the browser has no choice stored
   * (the boot script decides before the first paint); absent without the studio's details.
   */
  consentNotice?: string;
}

export interface ServerRenderModule {
  /** Renders a visitor page with its data; undefined for any other path. */
  render(request: RenderRequest): Promise<RenderedPage | undefined>;
}

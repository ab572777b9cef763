import { createContext, use } from 'react';
import { type PageHead, SERVER_DATA_ID } from '@domain/server-render';

export type { PageHead };

/** What a server render gives the tree: the site's address and where pages put their head. */
export interface ServerRender {
  siteUrl: string;
  setHead: (head: PageHead & { documentTitle: string }) => void;
}

/** Set only while rendering on the server; the browser has none. */
export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The site's origin for absolute URLs: SITE_URL on the server, the page's own in the browser. */
export function useSiteOrigin(): string {
  return use(ServerRenderContext)?.siteUrl ?? location.origin;
}

/** What a server render hands to the browser beside the HTML. */
export interface ServerData {
  /** The loaded queries, by key (QueryCache.dehydrate). */
  queries: Record<string, unknown>;
  /** The instant the page was rendered at, so dates render as they did on the server. */
  renderedAt: number;
}

/** The data block's text: JSON that cannot close its script element or start a comment. */
export function serverDataJson(data: ServerData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerData(doc: Document = document): ServerData | undefined {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return undefined;
  }
}

let renderedAt: number | undefined;

/** Remembers the server's render instant until the first page that asks has hydrated. */
export function setRenderedAt(at: number | undefined): void {
  renderedAt = at;
}

/**
 * The instant "today" is rendered with: the server's while a server-rendered page hydrates (so
 * the browser draws the same day), else the browser's clock. A page that uses it compares with
 * `Date.now()` once mounted.
 */
export function renderNow(): number {
  return renderedAt ?? Date.now();
}

// The server render of a visitor page (docs/api.md#server-rendered-pages): built by Vite into the
// functions codebase and called by the `render` function with the API's own public reads.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { jsonLdText, workshopEvents } from '@domain/event-json-ld';
import { paths } from './config/paths';
import { workshopTypeQuery } from './features/catalog/api/workshop-type';
import { isVisitorPage, publicRoutes, routeQueries } from './app/public-routes';
import { preloadPage, SiteRoutes, siteRoutes } from './app/site-routes';
import type { RenderedPage, RenderRequest } from '@domain/server-render';
import type { StudioDetails } from '@domain/studio-details';
import { QueryCache } from './lib/query-cache';
import { siteName, studioQuery } from './lib/studio';
import { serverDataJson, ServerRenderContext, setRenderedAt } from './lib/server-render';
import { QueryCacheContext } from './lib/use-query';
import { EarlyCookieConsent } from './features/consent/components/cookie-consent';

const routes = siteRoutes(publicRoutes);

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** Renders a visitor page with its data; undefined for a path that is not a visitor page. */
export async function render({
  url,
  siteUrl,
  now,
  load,
  signal,
}: RenderRequest): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(url, siteUrl);
  if (!isVisitorPage(pathname)) return undefined;
  const cache = new QueryCache({ load, now: () => now });
  // The page's data first: a missing workshop is a 404; any other failure is the caller's
  // fallback to the client-rendered shell, never an error page in the cache.
  const outcomes = await Promise.allSettled(routeQueries(pathname, now).map((q) => cache.fetch(q)));
  let status: 200 | 404 = 200;
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    if (statusOf(outcome.reason) === 404) status = 404;
    else throw outcome.reason;
  }

  await preloadPage(publicRoutes, pathname);
  let head: RenderedPage['head'] | undefined;
  const errors: unknown[] = [];
  setRenderedAt(now);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryCacheContext value={cache}>
        <StaticRouter location={url}>
          <ServerRenderContext value={{ siteUrl, setHead: (next) => (head = next) }}>
            <SiteRoutes routes={routes} />
          </ServerRenderContext>
        </StaticRouter>
      </QueryCacheContext>
    </StrictMode>,
    {
      signal,
      onError: (error) => void errors.push(error),
      // Never outline a large boundary to be completed by an inline script (the CSP allows none):
      // the page arrives in document order, whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await text(prelude);
  if (errors.length > 0) throw errors[0];
  const studio = cache.peek(studioQuery)?.value;
  // A page without a head of its own (a booking step, a workshop not found): the studio's.
  const name = siteName(studio);
  const pageHead = head ?? { title: name, description: studio?.tagline ?? '', documentTitle: name };
  return {
    status,
    html,
    head: {
      ...pageHead,
      jsonLd: status === 200 ? workshopJsonLd(pathname, cache, studio, siteUrl) : undefined,
    },
    data: serverDataJson({ queries: cache.dehydrate(), renderedAt: now }),
    consentNotice: studio && (await consentNotice(url, studio, signal)),
  };
}

/** The cookie notice for the first paint: its own tree, so its ids carry a prefix of their own. */
async function consentNotice(
  url: string,
  studio: Pick<StudioDetails, 'name' | 'analyticsId'>,
  signal: AbortSignal | undefined,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <EarlyCookieConsent analytics={studio.analyticsId !== ''} studioName={studio.name} />
    </StaticRouter>,
    { signal, identifierPrefix: 'consent' },
  );
  return text(prelude);
}

/**
 * A workshop page's dates as schema.org Events, for search engines: written into the head by the
 * server only (crawlers read each address's HTML), so the builder never reaches the browser.
 */
function workshopJsonLd(
  pathname: string,
  cache: QueryCache,
  studio: StudioDetails | undefined,
  siteUrl: string,
): string | undefined {
  const id = matchPath(paths.workshopDescription.pattern, pathname)?.params.id;
  if (!id) return undefined;
  const workshop = cache.peek(workshopTypeQuery(id))?.value;
  if (!workshop || !studio?.name || workshop.comingSoon) return undefined;
  const events = workshopEvents(workshop, workshop.sessions ?? [], studio, siteUrl);
  return events.length > 0 ? jsonLdText(events) : undefined;
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { SITE_URL } from '../../lib/config.js';
import type { ServerRenderModule } from '../../domain/server-render.js';
import { pageHtml } from './page-html.js';
import { readPublic } from './public-reads.js';

/** Rendered pages: the CDN keeps them a minute and serves a stale copy while it refreshes. */
export const CACHE_RENDERED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** The client-rendered shell: browsers ask again each time, the CDN keeps none. */
export const CACHE_SHELL = 'private, no-cache';
/** A render taking longer is abandoned for the shell, which renders in the browser. */
export const RENDER_TIMEOUT_MS = 5_000;

// The server render and the built page, both written by the web build (scripts/lib/build-web.ts)
// into functions/ssr; the local stack points SSR_DIR at its own build.
const ssrDir = () => process.env.SSR_DIR ?? join(functionsFolder(), 'ssr');

/**
 * The functions' own folder (where package.json is): this file runs from src/ in tests and
 * from a chunk of the bundle in lib/ when deployed, at different depths.
 */
function functionsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('No package.json above the render function');
    dir = parent;
  }
  return dir;
}

let template: Promise<string> | undefined;
let renderer: Promise<ServerRenderModule> | undefined;

function once<T>(load: () => Promise<T>, reset: () => void): Promise<T> {
  const loading = load();
  loading.catch(reset);
  return loading;
}

const builtPage = () =>
  (template ??= once(
    () => readFile(join(ssrDir(), 'shell.html'), 'utf8'),
    () => (template = undefined),
  ));

const serverRender = () =>
  (renderer ??= once(
    () =>
      import(pathToFileURL(join(ssrDir(), 'entry-server.js')).href) as Promise<ServerRenderModule>,
    () => (renderer = undefined),
  ));

/** Runs `work` with a signal that aborts after `ms`; rejects then, whatever `work` does. */
export async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`The render took longer than ${ms} ms`);
      // Rejected first: whatever the work does when aborted comes too late to win the race.
      reject(error);
      controller.abort(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface RenderOptions {
  timeoutMs?: number;
  render?: () => Promise<ServerRenderModule>;
}

/**
 * Every page of the site that is not a file or the API (firebase.json rewrites them here): a
 * visitor page is rendered with its data; a staff page, an unknown path, or a render that fails
 * or takes too long gets the client-rendered shell, as Hosting served it before.
 */
export function renderHandler({
  timeoutMs = RENDER_TIMEOUT_MS,
  render = serverRender,
}: RenderOptions = {}) {
  return async (req: Request, res: Response) => {
    if (req.path.startsWith('/assets/')) {
      // A file of an earlier deploy: no page, so the app's code-reload sees the failure.
      res.status(404).set('Cache-Control', CACHE_SHELL).type('text').send('Not found');
      return;
    }
    let page: string;
    try {
      page = await builtPage();
    } catch (error) {
      logger.error('The built page is missing', { error });
      res.status(503).set('Cache-Control', CACHE_SHELL).type('text').send('Please try again');
      return;
    }
    try {
      const { render: renderPage } = await render();
      const rendered = await withTimeout(
        (signal) =>
          renderPage({
            url: req.originalUrl,
            siteUrl: SITE_URL,
            now: Date.now(),
            load: readPublic,
            signal,
          }),
        timeoutMs,
      );
      if (rendered) {
        sendHtml(
          req,
          res,
          rendered.status,
          CACHE_RENDERED,
          pageHtml(page, rendered, SITE_URL, req.path),
        );
        return;
      }
    } catch (error) {
      logger.warn('Server render failed: sending the client-rendered shell', {
        path: req.path,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    // The client-rendered shell: the built page as it is; the app renders itself in the browser.
    sendHtml(req, res, 200, CACHE_SHELL, page);
  };
}

/**
 * A page, gzip-compressed for a browser that accepts it, as Hosting sends its own files: a
 * function's answer goes out as the function writes it, and a slow phone waits for every byte
 * of the HTML before its first paint (a rendered page is 14-26 KB, about a third of that
 * compressed). The CDN keeps one copy per encoding (Vary).
 */
function sendHtml(req: Request, res: Response, status: number, cacheControl: string, html: string) {
  res.status(status).set('Cache-Control', cacheControl).type('html').vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(gzipSync(html));
  } else {
    res.send(html);
  }
}

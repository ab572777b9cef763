import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerRenderModule } from '../../domain/server-render.js';
import { CACHE_RENDERED, CACHE_SHELL, renderHandler, withTimeout } from './render.handler.js';

// The render function's answers for a render that works, finds nothing, fails or hangs; the
// page itself is rendered by the web app (web/src/entry-server.tsx, tested through Hosting).

const SHELL =
  '<html><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

const rendered: ServerRenderModule = {
  render: ({ url }) =>
    Promise.resolve(
      url === '/admin_home'
        ? undefined
        : {
            status: url === '/missing' ? 404 : 200,
            html: '<h1>Hello</h1>',
            head: { title: 'Hello', description: 'd', documentTitle: 'Hello · S' },
            data: '{}',
          },
    ),
};
const failing: ServerRenderModule = { render: () => Promise.reject(new Error('boom')) };
const hanging: ServerRenderModule = { render: () => new Promise(() => undefined) };

let origin = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-'));
  writeFileSync(join(dir, 'shell.html'), SHELL);
  process.env.SSR_DIR = dir;
  const app = express();
  app.get('/fails', renderHandler({ render: () => Promise.resolve(failing) }));
  app.get('/hangs', renderHandler({ render: () => Promise.resolve(hanging), timeoutMs: 50 }));
  app.use(renderHandler({ render: () => Promise.resolve(rendered) }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  delete process.env.SSR_DIR;
});

const get = async (path: string) => {
  const res = await fetch(`${origin}${path}`);
  return { status: res.status, cache: res.headers.get('cache-control'), html: await res.text() };
};

describe('the render function', () => {
  it('sends a rendered page for the CDN to keep briefly', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.cache).toBe(CACHE_RENDERED);
    expect(page.html).toContain('<div id="root"><h1>Hello</h1></div>');
  });

  it('answers 404 when the page has nothing to show', async () => {
    expect((await get('/missing')).status).toBe(404);
  });

  it('sends the client-rendered shell, uncached, for a page it does not render', async () => {
    const page = await get('/admin_home');
    expect(page).toEqual({ status: 200, cache: CACHE_SHELL, html: SHELL });
  });

  it('falls back to the shell when the render throws', async () => {
    expect(await get('/fails')).toEqual({ status: 200, cache: CACHE_SHELL, html: SHELL });
  });

  it('falls back to the shell when the render takes too long', async () => {
    expect(await get('/hangs')).toEqual({ status: 200, cache: CACHE_SHELL, html: SHELL });
  });

  it('answers 404 for a missing asset instead of a page', async () => {
    expect((await get('/assets/old-chunk.js')).status).toBe(404);
  });

  it('compresses the page for a browser that accepts gzip, and only then', async () => {
    const compressed = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await compressed.text()).toContain('<div id="root"><h1>Hello</h1></div>');
    const shell = await fetch(`${origin}/admin_home`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(shell.headers.get('content-encoding')).toBe('gzip');
    expect(await shell.text()).toBe(SHELL);
    const plain = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<div id="root"><h1>Hello</h1></div>');
  });
});

describe('withTimeout', () => {
  it('aborts the work and rejects once the time is up', async () => {
    let aborted = false;
    const work = (signal: AbortSignal) =>
      new Promise((resolve) =>
        signal.addEventListener('abort', () => ((aborted = true), resolve(1))),
      );
    await expect(withTimeout(work, 10)).rejects.toThrow(/longer than 10 ms/);
    expect(aborted).toBe(true);
  });
});

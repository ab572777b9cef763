import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicReadApp } from '../../app.js';

/** A public read that did not answer 2xx (the API's own status: 404 for an unknown workshop). */
export class PublicReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The API's path and query after /api/, as the web app's query keys are (no "admin:" key).
const KEY = /^[a-z_]+(?:\/[A-Za-z0-9_-]+)*(?:\?[A-Za-z0-9_=&-]*)?$/;

let origin: Promise<string> | undefined;

// The API's own public GET routes, served on a loopback port inside this instance: the render
// asks exactly what the browser would ask, through the same routes, services and repositories,
// without leaving the process's machine or going back through Hosting.
function localApi(): Promise<string> {
  origin ??= new Promise<string>((resolve, reject) => {
    const server = createServer(createPublicReadApp());
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
    server.unref();
  }).catch((error: unknown) => {
    origin = undefined;
    throw error;
  });
  return origin;
}

/**
 * GET /api/<key> for the server render. Only an answer the API itself marks `public` (cacheable
 * by anyone) is used: a page that the CDN caches never holds a person's data.
 */
export async function readPublic(key: string, signal: AbortSignal): Promise<unknown> {
  if (!KEY.test(key)) throw new PublicReadError(400, `Not a public read: ${key}`);
  const res = await fetch(`${await localApi()}/api/${key}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new PublicReadError(res.status, `GET /api/${key} answered ${res.status}`);
  const cacheControl = res.headers.get('cache-control') ?? '';
  if (!/(?:^|,)\s*public\b/.test(cacheControl)) {
    throw new PublicReadError(500, `GET /api/${key} is not public data (${cacheControl})`);
  }
  return res.json();
}

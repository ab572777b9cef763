import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { trustedProxies } from './app.js';

// The client IP the abuse limits count by: never what the client itself puts in X-Forwarded-For.

async function ipSeen(hops: string, forwardedFor?: string): Promise<string> {
  process.env.TRUSTED_PROXY_HOPS = hops;
  const app = express();
  app.set('trust proxy', trustedProxies);
  app.get('/', (req, res) => res.send(req.ip));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
    });
    return await res.text();
  } finally {
    server.close();
  }
}

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

describe('the client IP', () => {
  it('behind Hosting and Google’s front end is the one they report, not a spoofed entry', async () => {
    // What arrives: the client's own (spoofed) entries, the client as Hosting saw it, the CDN.
    expect(await ipSeen('2', '6.6.6.6, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });

  it('on the local stack (no proxy to trust) is the connection, whatever the header says', async () => {
    expect(await ipSeen('0', '6.6.6.6')).toBe('127.0.0.1');
    expect(await ipSeen('0')).toBe('127.0.0.1');
  });
});

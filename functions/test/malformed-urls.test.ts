import { describe, expect, it } from 'vitest';
import { siteUrl } from './support/stack.ts';

// The local stack survives any URL (docs/decisions/0021-robots-txt-static-file.md): a malformed
// percent escape once threw in the Hosting emulator's redirect handling and ended `npm start`.
// Each is sent as raw bytes (fetch would re-encode it), then the site must still answer.

const MALFORMED = [
  '/x%E0%A4%A',
  '/%',
  '/%zz',
  '/a%E0%A4',
  '/%C0%AF',
  '/assets/%E0%A4%A.js',
  '/api/%E0%A4%A',
  '/robots.txt%E0',
  '/manage_booking/%FF%FE',
  '/sitemap.xml?x=%E0%A4%A',
];

/** One GET with the path exactly as given; answers the status, or null if nothing came back. */
async function rawGet(path: string): Promise<number | null> {
  const { hostname, port } = new URL(siteUrl());
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
      );
    });
    let head = '';
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
    });
    socket.on('close', () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      resolve(match ? Number(match[1]) : null);
    });
    socket.on('error', () => resolve(null));
  });
}

describe('malformed URLs', () => {
  it('are answered, and the site still answers after them', async () => {
    for (const path of MALFORMED) {
      const status = await rawGet(path);
      expect(status, path).not.toBeNull();
    }
    const health = await fetch(`${siteUrl()}/api/health`);
    expect(health.status).toBe(200);
  });
});

import type { Request } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardPublicWrite } from './public-writes.js';

// With ENFORCE_APP_CHECK on (production, README "App Check"), a public write without a valid
// App Check token is refused before anything is counted or written. The local stack runs with
// it off, so this is proved here, on the guard itself.

const request = (headers: Record<string, string> = {}) =>
  ({
    ip: '203.0.113.9',
    get: (name: string) => headers[name.toLowerCase()],
  }) as unknown as Request;

const REFUSED = { status: 401, message: 'Please reload the page and try again' };

describe('guardPublicWrite with App Check enforced', () => {
  beforeEach(() => {
    vi.stubEnv('ENFORCE_APP_CHECK', 'true');
    vi.stubEnv('GCLOUD_PROJECT', 'demo-studio');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a write that carries no App Check token', async () => {
    await expect(guardPublicWrite(request())).rejects.toMatchObject(REFUSED);
  });

  it('refuses a write whose token is not one App Check issued', async () => {
    const forged = [
      Buffer.from('{"alg":"RS256","typ":"JWT","kid":"k"}').toString('base64url'),
      Buffer.from('{"sub":"1:123:web:abc","aud":["projects/demo-studio"]}').toString('base64url'),
      'c2lnbmF0dXJl',
    ].join('.');
    await expect(
      guardPublicWrite(request({ 'x-firebase-appcheck': forged })),
    ).rejects.toMatchObject(REFUSED);
  });
});

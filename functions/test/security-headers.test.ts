import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { putType } from '../../scripts/lib/emulator.ts';
import { call } from './support/stack.ts';

// What Hosting sends with every answer (firebase.json `headers`): the security headers on HTML
// routes, hashed assets and the API alike; HTML never cached by a browser without asking (so a
// deploy is seen at once; a rendered visitor page may stay a minute at the CDN), hashed assets
// with Hosting's own caching: no header of ours, since a header on `/assets/**` would also be
// put on a missing asset's 404 (docs/api.md#security-headers-and-caching-firebasejson-the-one-place).

const HTML_ROUTES = [
  '/',
  '/index.html',
  '/about',
  '/book_a_workshop',
  // a workshop of this test's own (a rendered page is a 404 once its workshop is gone)
  '/workshop_description/security-headers-workshop',
  '/workshop_booking_details',
  '/manage_booking/some-token',
  '/newsletter_unsubscribe/some-token',
  '/newsletter_confirm/some-token',
  '/admin_home',
  '/login',
];

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
  // Scripts: the site's own, the one boot script by its hash, and Google's tag (loaded only after
  // "Accept all"); nothing else inline.
  expect(directives.get('script-src'), what).toEqual([
    "'self'",
    expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    'https://www.googletagmanager.com',
  ]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp, what).not.toContain('unsafe-eval');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, what).toContain(`${feature}=()`);
  }
}

async function firstScriptAsset(): Promise<string> {
  const res = await call('/');
  const match = /<script id="boot" data-entry="(\/assets\/[^"]+\.js)"/.exec(res.body as string);
  expect(match, 'the shell loads its code from /assets').not.toBeNull();
  return match![1]!;
}

beforeAll(async () => {
  await putType({ id: 'security-headers-workshop', name: 'Security Headers Workshop' });
});

describe('security headers and caching over HTTP', () => {
  it.each(HTML_ROUTES)(
    '%s is HTML a browser revalidates, with the security headers',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toMatch(
        /^(?:no-cache|private, no-cache|public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+)$/,
      );
      expectSecurityHeaders(res.headers, path);
    },
  );

  it('a hashed asset has the security headers; a missing one is never cached', async () => {
    const asset = await firstScriptAsset();
    const res = await call(asset);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/no-cache|no-store|private/);
    expectSecurityHeaders(res.headers, asset);
    const missing = await call(asset.replace(/\.js$/, '-gone.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('the API answers with the security headers and its own caching', async () => {
    const list = await call('/api/scheduled_workshops');
    expect(list.status).toBe(200);
    expectSecurityHeaders(list.headers, '/api/scheduled_workshops');
    expect(list.headers.get('cache-control')).not.toBe('no-cache');

    const refused = await call('/api/save_booking', { method: 'POST', json: {} });
    expect(refused.status).toBe(400);
    expectSecurityHeaders(refused.headers, 'POST /api/save_booking');
  });

  it('the HTML runs one inline script, the boot script, which the policy allows by its hash alone', async () => {
    const res = await call('/');
    const html = res.body as string;
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    const running = inline.filter(
      ([, attributes]) => !/type="application\/(?:json|ld\+json)"/.test(attributes!),
    );
    expect(running.map(([, attributes]) => attributes)).toEqual([
      expect.stringMatching(/^ id="boot" /),
    ]);
    const hash = createHash('sha256').update(running[0]![2]!).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '');
    expect(scriptSrc?.[1]?.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc?.[1]).not.toContain('unsafe-inline');
  });
});

import { describe, expect, it } from 'vitest';
import { call } from './support/stack.ts';

describe('the API through Hosting', () => {
  it('answers the health check with 200 JSON', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ ok: true });
  });

  it('answers an unknown API path with a 404 JSON error', async () => {
    const res = await call('/api/no_such_endpoint');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});

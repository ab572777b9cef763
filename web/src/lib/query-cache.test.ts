import { describe, expect, it, vi } from 'vitest';
import { QueryCache, type QueryDef, VISITOR_STALE_MS, visitorQuery } from './query-cache';

function counted<T>(value: T, staleMs = 60_000, key = 'things') {
  const fetch = vi.fn((_signal: AbortSignal, _options: { reload: boolean }) =>
    Promise.resolve(value),
  );
  const def: QueryDef<T> = { key, staleMs, fetch };
  return { def, fetch };
}

function clock(start = 1_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('QueryCache', () => {
  it('shares one request among everyone who asks while it is on its way', async () => {
    const cache = new QueryCache();
    const { def, fetch } = counted(['a']);
    const [first, second] = await Promise.all([cache.fetch(def), cache.fetch(def)]);
    expect(first).toEqual(['a']);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves a loaded copy while it is fresh and asks again once it is stale', async () => {
    const { time, now } = clock();
    const cache = new QueryCache({ now });
    const { def, fetch } = counted(['a'], 60_000);
    await cache.fetch(def);
    time.now += 59_999;
    expect(cache.peek(def)).toEqual({ value: ['a'] });
    await cache.fetch(def);
    expect(fetch).toHaveBeenCalledTimes(1);
    time.now += 1;
    expect(cache.peek(def)).toBeUndefined();
    await cache.fetch(def);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never serves a copy of a query that may not be stale (admin data)', async () => {
    const cache = new QueryCache();
    const { def, fetch } = counted({ bookings: 1 }, 0);
    await cache.fetch(def);
    expect(cache.peek(def)).toBeUndefined();
    await cache.fetch(def);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up on a request that hangs, and the next fetch asks again', async () => {
    const cache = new QueryCache({ timeoutMs: 20 });
    let calls = 0;
    const def: QueryDef<string> = {
      key: 'slow',
      staleMs: 60_000,
      fetch: (signal) => {
        calls += 1;
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    };
    await expect(cache.fetch(def)).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(cache.fetch(def)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toBe(2);
  });

  it('keeps no failed answer', async () => {
    const cache = new QueryCache();
    const fetch = vi
      .fn<QueryDef<string>['fetch']>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('up');
    const def: QueryDef<string> = { key: 'flaky', staleMs: 60_000, fetch };
    await expect(cache.fetch(def)).rejects.toThrow('down');
    expect(await cache.fetch(def)).toBe('up');
  });

  it('after invalidate, drops the copy and asks again skipping HTTP caches', async () => {
    const cache = new QueryCache();
    const { def, fetch } = counted('dates');
    await cache.fetch(def);
    cache.invalidate(def.key);
    expect(cache.peek(def)).toBeUndefined();
    await cache.fetch(def);
    await cache.fetch(def);
    expect(fetch.mock.calls.map(([, options]) => options.reload)).toEqual([false, true]);
  });

  it('does not keep the answer to a request invalidated on its way', async () => {
    const cache = new QueryCache();
    let answer!: (value: string) => void;
    const def: QueryDef<string> = {
      key: 'places',
      staleMs: 60_000,
      fetch: () => new Promise((resolve) => (answer = resolve)),
    };
    const old = cache.fetch(def);
    cache.invalidate(def.key);
    answer('3 places');
    expect(await old).toBe('3 places');
    expect(cache.peek(def)).toBeUndefined();
  });

  it('hands loaded data over from a server render to the browser', async () => {
    const server = new QueryCache();
    const { def } = counted([{ id: 'knit' }], 60_000, 'workshop_types');
    await server.fetch(def);
    await server
      .fetch({ ...counted('x', 60_000, 'failed').def, fetch: () => Promise.reject() })
      .catch(() => undefined);
    const handed = JSON.parse(JSON.stringify(server.dehydrate())) as Record<string, unknown>;
    expect(handed).toEqual({ workshop_types: [{ id: 'knit' }] });

    const browser = new QueryCache();
    browser.hydrate(handed);
    const { def: same, fetch } = counted<unknown>('never', 60_000, 'workshop_types');
    expect(browser.peek(same)).toEqual({ value: [{ id: 'knit' }] });
    expect(await browser.fetch(same)).toEqual([{ id: 'knit' }]);
    expect(fetch).not.toHaveBeenCalled();
    browser.hydrate(undefined);
  });
});

describe('visitorQuery', () => {
  it('is keyed by the API path and fresh for a minute', () => {
    expect(visitorQuery<'get /api/monthly_meets'>('monthly_meets')).toMatchObject({
      key: 'monthly_meets',
      staleMs: VISITOR_STALE_MS,
    });
    expect(VISITOR_STALE_MS).toBe(60_000);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { loadOrReload, RELOAD_AGAIN_AFTER_MS, reloadOnce } from './chunk-reload';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadOnce', () => {
  it('reloads the first time and not again within the minute', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(reloadOnce(store, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(store, 1_000_000 + RELOAD_AGAIN_AFTER_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy', () => {
    const store = memoryStore();
    const reload = vi.fn();
    reloadOnce(store, 1_000_000, reload);
    expect(reloadOnce(store, 1_000_000 + RELOAD_AGAIN_AFTER_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without storage to remember it by (it could loop)', () => {
    const reload = vi.fn();
    expect(reloadOnce(undefined, 1_000_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('loadOrReload', () => {
  it('passes a loaded module through without reloading', async () => {
    const reload = vi.fn(() => true);
    await expect(loadOrReload(async () => 'page', reload)).resolves.toBe('page');
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps waiting while the page reloads', async () => {
    const failed = loadOrReload(
      () => Promise.reject(new TypeError('chunk gone')),
      () => true,
    );
    const outcome = await Promise.race([
      failed.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(resolve, 20, 'waiting')),
    ]);
    expect(outcome).toBe('waiting');
  });

  it('rethrows when the page was already reloaded for this', async () => {
    const error = new TypeError('chunk gone');
    await expect(
      loadOrReload(
        () => Promise.reject(error),
        () => false,
      ),
    ).rejects.toBe(error);
  });
});

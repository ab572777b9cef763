import type { ContractKey, ResponseOf } from '@domain/contracts/all';
import type { ClientPathOf } from '@domain/contracts/endpoint';
import { api, type UntypedApi } from './api-client';

/**
 * One read of the API, in the spirit of TanStack Query's `queryOptions`: the feature's
 * `api/<endpoint>.ts` file defines it once and every page, prefetch and server render uses it.
 */
export interface QueryDef<T> {
  /** Equal keys are the same data: the API path (admin reads add an "admin:" prefix). */
  key: string;
  /** `reload` is true after the data was invalidated or retried: skip HTTP caches too. */
  fetch: (signal: AbortSignal, options: { reload: boolean }) => Promise<T>;
  /** How long a loaded copy is shown without asking again; 0 never shows a copy. */
  staleMs: number;
}

/** Visitor reads: going back to a page within a minute shows it at once. */
export const VISITOR_STALE_MS = 60_000;
// A request that hangs (a dropped mobile connection) ends as an error the visitor can retry.
const TIMEOUT_MS = 20_000;

/** GET /api/<path> for visitors, K being the read's contract key. */
export function visitorQuery<K extends ContractKey & `get ${string}` = never>(
  path: NoInfer<ClientPathOf<K>>,
  staleMs = VISITOR_STALE_MS,
): QueryDef<ResponseOf<K>> {
  return {
    key: path,
    staleMs,
    fetch: (signal) => (api as UntypedApi)(path, { signal }) as Promise<ResponseOf<K>>,
  };
}

interface Entry {
  data?: { value: unknown; at: number };
  pending?: Promise<unknown>;
  reload?: boolean;
}

/** How a server renderer loads a query by its key (the API path) instead of over HTTP. */
export type LoadByKey = (key: string, signal: AbortSignal) => Promise<unknown>;

interface QueryCacheOptions {
  timeoutMs?: number;
  now?: () => number;
  load?: LoadByKey;
}

/** Loaded data by key. The browser has one (`queryCache`); a server renderer makes one per request. */
export class QueryCache {
  readonly #entries = new Map<string, Entry>();
  readonly #timeoutMs: number;
  readonly #now: () => number;
  readonly #load: LoadByKey | undefined;

  constructor({ timeoutMs = TIMEOUT_MS, now = Date.now, load }: QueryCacheOptions = {}) {
    this.#timeoutMs = timeoutMs;
    this.#now = now;
    this.#load = load;
  }

  /** The loaded data when it may still be shown. */
  peek<T>(def: QueryDef<T>): { value: T } | undefined {
    const data = this.#entries.get(def.key)?.data;
    return data && this.#now() - data.at < def.staleMs ? { value: data.value as T } : undefined;
  }

  /** The data from the cache, from a request already on its way, or from a new request. */
  fetch<T>(def: QueryDef<T>): Promise<T> {
    const { key } = def;
    const entry = this.#entries.get(key) ?? {};
    if (entry.pending) return entry.pending as Promise<T>;
    const hit = this.peek(def);
    if (hit) return Promise.resolve(hit.value);
    const signal = AbortSignal.timeout(this.#timeoutMs);
    const request = this.#load
      ? (this.#load(key, signal) as Promise<T>)
      : def.fetch(signal, { reload: Boolean(entry.reload) });
    const pending: Promise<T> = request.then(
      (value) => {
        // An answer to a request invalidated on the way is not kept.
        if (this.#entries.get(key)?.pending === pending) {
          this.#entries.set(key, { data: { value, at: this.#now() } });
        }
        return value;
      },
      (error: unknown) => {
        const current = this.#entries.get(key);
        if (current?.pending === pending)
          this.#entries.set(key, { ...current, pending: undefined });
        throw error;
      },
    );
    this.#entries.set(key, { ...entry, pending });
    return pending;
  }

  /** Starts a request early; a later fetch or useQuery picks up the same promise. */
  prefetch(def: QueryDef<unknown>): Promise<void> {
    return this.fetch(def).then(
      () => undefined,
      () => undefined,
    );
  }

  /** The data is known to be out of date: drop it; the next request skips HTTP caches. */
  invalidate(key: string): void {
    this.#entries.set(key, { reload: true });
  }

  /** Everything loaded, by key: what a server hands to the browser with the page. */
  dehydrate(): Record<string, unknown> {
    return Object.fromEntries(
      [...this.#entries].flatMap(([key, { data }]) => (data ? [[key, data.value]] : [])),
    );
  }

  /** Seeds the cache with data handed over by a server render (as if just loaded). */
  hydrate(data: Record<string, unknown> | undefined): void {
    for (const [key, value] of Object.entries(data ?? {})) {
      this.#entries.set(key, { data: { value, at: this.#now() } });
    }
  }
}

export const queryCache = new QueryCache();

export const prefetchQuery = (def: QueryDef<unknown>) => queryCache.prefetch(def);
export const invalidateQuery = (key: string) => queryCache.invalidate(key);
export const hydrateQueryCache = (data: Record<string, unknown> | undefined) =>
  queryCache.hydrate(data);

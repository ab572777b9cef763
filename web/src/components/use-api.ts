import { startTransition, useEffect, useState } from 'react';
import { ApiError, api } from '../lib/api-client';

// A tiny read cache for the visitor pages: a route can start its requests while its code is
// still downloading (prefetch), and going back to a page shows it at once instead of a skeleton.
interface Entry {
  promise: Promise<unknown>;
  data?: { value: unknown };
  at: number;
}

const FRESH_MS = 60_000;
// A request that hangs (a dropped mobile connection) ends as an error the visitor can retry.
const TIMEOUT_MS = 20_000;
const cache = new Map<string, Entry>();

function fresh(path: string): Entry | undefined {
  const entry = cache.get(path);
  return entry && Date.now() - entry.at < FRESH_MS ? entry : undefined;
}

export function load<T>(path: string): Promise<T> {
  const hit = fresh(path);
  if (hit) return hit.promise as Promise<T>;
  const entry: Entry = { at: Date.now(), promise: Promise.resolve() };
  entry.promise = api<T>(path, { signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
    (value) => {
      entry.data = { value };
      return value;
    },
    (error: unknown) => {
      if (cache.get(path) === entry) cache.delete(path);
      throw error;
    },
  );
  cache.set(path, entry);
  return entry.promise as Promise<T>;
}

/** Starts a request early; a later useApi(path) picks up the same promise. */
export function prefetch(path: string): void {
  load(path).catch(() => undefined);
}

export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError(0, error instanceof Error ? error.message : 'Something went wrong.');
}

export function useApi<T>(path: string): Resource<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${path}`;
  const [settled, setSettled] = useState<{ key: string; resource: Resource<T> }>();

  useEffect(() => {
    let live = true;
    // A transition lets React render a long list in slices, keeping the page responsive.
    const settle = (resource: Resource<T>) =>
      startTransition(() => {
        if (live) setSettled({ key, resource });
      });
    load<T>(path).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        console.warn(`GET /api/${path} failed`, error);
        settle({ status: 'error', error: toApiError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [path, key]);

  const retry = () => {
    cache.delete(path);
    setAttempt((n) => n + 1);
  };
  if (settled?.key === key) return { ...settled.resource, retry };
  const cached = fresh(path)?.data;
  if (cached) return { status: 'ready', data: cached.value as T, retry };
  return { status: 'loading', retry };
}

import { createContext, startTransition, use, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from './api-client';
import { type QueryDef, queryCache } from './query-cache';

/** The browser uses the one cache; a server render provides its own per request. */
export const QueryCacheContext = createContext(queryCache);

export type QueryState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

/** `refetch` loads again; data already on screen stays there until the answer comes. */
export type Query<T> = QueryState<T> & { refetch: () => void };

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError(0, error instanceof Error ? error.message : 'Something went wrong.');
}

interface Settled<T> {
  key: string;
  attempt: number;
  state: QueryState<T>;
}

/** The data of one query definition, loaded on mount and whenever its key changes. */
export function useQuery<T>(def: QueryDef<T>): Query<T> {
  const cache = use(QueryCacheContext);
  const { key } = def;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();
  const load = useEffectEvent(() => cache.fetch(def));

  useEffect(() => {
    let live = true;
    // A transition lets React render a long list in slices, keeping the page responsive.
    const settle = (state: QueryState<T>) =>
      startTransition(() => {
        if (live) setSettled({ key, attempt, state });
      });
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        console.warn(`Loading ${key} failed`, error);
        settle({ status: 'error', error: toApiError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const refetch = () => {
    cache.invalidate(key);
    setAttempt((n) => n + 1);
  };
  if (settled?.key === key && settled.attempt === attempt) return { ...settled.state, refetch };
  const hit = cache.peek(def);
  if (hit) return { status: 'ready', data: hit.value, refetch };
  if (settled?.key === key && settled.state.status === 'ready')
    return { ...settled.state, refetch };
  return { status: 'loading', refetch };
}

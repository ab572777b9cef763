import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';

export type Query<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: string };

/** Loads on mount (and on reload()); admin data is never cached, it changes under our feet. */
export function useAdminQuery<T>(fetcher: (signal: AbortSignal) => Promise<T>) {
  const [query, setQuery] = useState<Query<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setQuery({ status: 'ready', data });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading failed', err);
        setQuery({
          status: 'error',
          error: err instanceof ApiError ? err.message : 'Loading failed. Please try again.',
        });
      },
    );
    return () => controller.abort();
  }, [fetcher, attempt]);

  /** Loads again, keeping loaded data on screen until the new data arrives (a failure shows loading). */
  const reload = useCallback(() => {
    setQuery((current) => (current.status === 'error' ? { status: 'loading' } : current));
    setAttempt((n) => n + 1);
  }, []);
  return { query, reload };
}

import type { ReactNode } from 'react';
import type { ApiError } from '../lib/api-client';
import type { Query } from '../lib/use-query';
import { LoadError } from './load-error';
import { TextSkeleton } from './page-skeleton';

interface QueryViewProps<T> {
  query: Query<T>;
  /** What loads, for the status and the error message: "the monthly meets". */
  what: string;
  /** Shaped like the content so nothing jumps when it comes (hidden from screen readers). */
  placeholder?: ReactNode;
  /** Shown instead of the content when `isEmpty(data)` (by default: an empty list). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Replaces the standard failure message and its retry button. */
  error?: (error: ApiError, retry: () => void) => ReactNode;
  children: (data: T, refetch: () => void) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The one loading / failed / empty / loaded switch for data from the API. */
export function QueryView<T>({
  query,
  what,
  placeholder = <TextSkeleton />,
  empty,
  isEmpty = isEmptyList,
  error,
  children,
}: QueryViewProps<T>) {
  if (query.status === 'loading') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {`Loading ${what}…`}
        </span>
        {placeholder}
      </div>
    );
  }
  if (query.status === 'error') {
    return error ? (
      error(query.error, query.refetch)
    ) : (
      <LoadError what={what} error={query.error} onRetry={query.refetch} />
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data, query.refetch);
}

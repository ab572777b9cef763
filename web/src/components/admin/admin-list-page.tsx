import type { ReactNode } from 'react';
import { ActionResult } from '../action-result';
import { QueryView } from '../query-view';
import type { ApiError } from '../../lib/api-client';
import type { Query } from '../../lib/use-query';
import { AdminPage, type AdminPageProps } from './admin-page';

interface AdminListPageProps<T> extends Omit<AdminPageProps, 'children'> {
  /** The list's data, as useQuery gives it (its refetch follows a row's action). */
  query: Query<T>;
  /** What the last row action came to (useRowAction's message). */
  result: { success: string; error: string };
  /** What loads: "the failed emails". */
  what: string;
  /** Shown instead of the list when it is empty: a sentence, or an element. */
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  error?: (error: ApiError, retry: () => void) => ReactNode;
  /** The list once loaded (a table with a button a row). */
  children: (data: T) => ReactNode;
  /** After the list: the dialog a row's action asks in. */
  dialog?: ReactNode;
}

/**
 * A staff list whose rows have actions (failed emails, refunds due, waiting lists, newsletter
 * signups): the page, what the last action came to, then the list as it loads.
 */
export function AdminListPage<T>({
  query,
  result,
  what,
  empty,
  isEmpty,
  error,
  children,
  dialog,
  ...page
}: AdminListPageProps<T>) {
  return (
    <AdminPage {...page}>
      <ActionResult success={result.success} error={result.error} />
      <QueryView
        query={query}
        what={what}
        empty={typeof empty === 'string' ? <p className="empty-state">{empty}</p> : empty}
        isEmpty={isEmpty}
        error={error}
      >
        {(data) => children(data)}
      </QueryView>
      {dialog}
    </AdminPage>
  );
}

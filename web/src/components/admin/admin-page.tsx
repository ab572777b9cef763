import type { ReactNode } from 'react';
import { PageMeta } from '../page-meta';
import { QueryView } from '../query-view';
import type { QueryDef } from '../../lib/query-cache';
import { useQuery } from '../../lib/use-query';

export interface AdminPageProps {
  title: string;
  description?: string;
  lede?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, description, lede, actions, children }: AdminPageProps) {
  return (
    <div className="stack stack--l">
      <PageMeta title={title} description={description ?? `${title} (studio admin).`} />
      <div className="admin-page__head">
        <div>
          <h1 className="page-title">{title}</h1>
          {lede && <p className="lede">{lede}</p>}
        </div>
        {actions && <div className="cluster no-print">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

interface AdminQueryPageProps<T> extends Omit<AdminPageProps, 'children'> {
  query: QueryDef<T>;
  /** What loads: "the workshop types". */
  what: string;
  /** Shown instead of the content when the list is empty. */
  empty?: string;
  children: (data: T, reload: () => void) => ReactNode;
}

/** An admin page that shows one query's data (a form needing it, a list) once loaded. */
export function AdminQueryPage<T>({
  query,
  what,
  empty,
  children,
  ...page
}: AdminQueryPageProps<T>) {
  return (
    <AdminPage {...page}>
      <QueryView
        query={useQuery(query)}
        what={what}
        empty={empty && <p className="empty-state">{empty}</p>}
      >
        {children}
      </QueryView>
    </AdminPage>
  );
}

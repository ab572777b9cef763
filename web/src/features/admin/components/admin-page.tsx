import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta';

interface AdminPageProps {
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

import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

interface PageProps {
  title: string;
  description: string;
  lede?: ReactNode;
  /** The page's own layout class besides the container, e.g. "booking". */
  className?: string;
  children?: ReactNode;
}

/** A visitor page: its title (also the document's) and lede, then its content. */
export function Page({ title, description, lede, className, children }: PageProps) {
  return (
    <div className={className ? `container ${className}` : 'container'}>
      <PageMeta title={title} description={description} />
      <h1 className="page-title">{title}</h1>
      {lede && <p className="lede">{lede}</p>}
      {children}
    </div>
  );
}

interface SectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A titled section of a page (a landmark named by its heading). */
export function Section({ id, title, children }: SectionProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

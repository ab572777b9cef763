import { useId, type ReactNode } from 'react';
import type { MonthlyWorkshop } from '@domain/model';

interface MonthlyCardProps {
  entry: MonthlyWorkshop;
  eyebrow?: string;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}

/** One month of a monthly series (Crochet a Bouquet, Granny Square Monthly, Yarn and Yarn). */
export function MonthlyCard({
  entry,
  eyebrow,
  headingLevel: Heading = 'h3',
  children,
}: MonthlyCardProps) {
  const titleId = useId();
  const when = [entry.month, entry.year].filter(Boolean).join(' ');
  return (
    <article className="card monthly-card" aria-labelledby={titleId}>
      <img
        className="card__image"
        src={entry.image || '/images/placeholder.svg'}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <div className="card__body">
        <p className="eyebrow">{eyebrow ?? when}</p>
        <Heading id={titleId} className="card__title">
          {entry.name}
        </Heading>
        <div className="cluster">
          {entry.level && <span className="badge badge--level">{entry.level}</span>}
          {entry.price && <span className="badge">{entry.price}</span>}
          {entry.duration && <span className="badge">{entry.duration}</span>}
        </div>
        {entry.description && <p>{entry.description}</p>}
        {entry.longDescription && <p className="muted">{entry.longDescription}</p>}
        {children && <div className="card__actions">{children}</div>}
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import type { MonthlyWorkshop } from '@domain/model';
import { Card } from '../../../components/card';

interface MonthlyCardProps {
  entry: MonthlyWorkshop;
  eyebrow?: string;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}

/** One month of a monthly series (Crochet a Bouquet, Granny Square Monthly, Yarn and Yarn). */
export function MonthlyCard({ entry, eyebrow, headingLevel, children }: MonthlyCardProps) {
  const when = [entry.month, entry.year].filter(Boolean).join(' ');
  return (
    <Card
      className="monthly-card"
      image={entry.image}
      headingLevel={headingLevel}
      eyebrow={<p className="eyebrow">{eyebrow ?? when}</p>}
      title={entry.name}
      actions={children}
    >
      <div className="cluster">
        {entry.level && <span className="badge badge--level">{entry.level}</span>}
        {entry.price && <span className="badge">{entry.price}</span>}
        {entry.duration && <span className="badge">{entry.duration}</span>}
      </div>
      {entry.description && <p>{entry.description}</p>}
      {entry.longDescription && <p className="muted">{entry.longDescription}</p>}
    </Card>
  );
}

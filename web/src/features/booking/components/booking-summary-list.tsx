import type { ReactNode } from 'react';

export function SummaryList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

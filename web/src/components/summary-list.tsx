import type { ReactNode } from 'react';

/** A term and its value; a falsy entry (a fact not known) is left out. */
export type SummaryRow = readonly [term: string, value: ReactNode] | false | '' | undefined;

/** Terms and their values (dl > div > dt + dd). */
export function SummaryList({
  rows,
  className = 'summary',
}: {
  rows: readonly SummaryRow[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows.map(
        (row) =>
          row && (
            <div key={row[0]}>
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

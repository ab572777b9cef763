import type { ReactNode } from 'react';

/** A column heading, with a class for its heading cell when it needs one. */
export type Column = string | { label: string; className: string };

/** A column of numbers (right-aligned). */
export const num = (label: string): Column => ({ label, className: 'num' });

interface DataTableProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  columns: readonly Column[];
  className?: string;
  /** The body rows. */
  children: ReactNode;
  foot?: ReactNode;
}

/** A table that scrolls sideways on a phone, in a keyboard-reachable named region. */
export function DataTable({ label, columns, className, children, foot }: DataTableProps) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className={className ? `table ${className}` : 'table'}>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label: text, className: cell } =
                typeof column === 'string' ? { label: column, className: undefined } : column;
              return (
                <th key={text} scope="col" className={cell}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}

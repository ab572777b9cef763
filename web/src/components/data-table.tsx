import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** A column heading, with a class for its heading cell when it needs one. */
export type Column = string | { label: string; className: string };

/** A column of numbers (right-aligned). */
export const num = (label: string): Column => ({ label, className: 'num' });

interface DataTableProps {
  /** Names the table's region for screen readers. */
  label: string;
  columns: readonly Column[];
  className?: string;
  /** The body rows. */
  children: ReactNode;
  foot?: ReactNode;
}

const columnOf = (column: Column) =>
  typeof column === 'string' ? { label: column, className: undefined } : column;

type Cell = ReactElement<{ colSpan?: number; 'data-label'?: string }>;

/** Gives each cell of a row its column's heading, which a phone shows beside the value. */
function labelCells(row: ReactNode, labels: readonly string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== 'tr') return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell)) return cell;
    const labelled = cell as Cell;
    const label = labels[column];
    column += labelled.props.colSpan ?? 1;
    return cloneElement(labelled, { 'data-label': label });
  });
  return cloneElement(row, undefined, cells);
}

/**
 * A table in a keyboard-reachable named region: on a wide screen it scrolls sideways when it
 * must; on a phone each row is a card whose cells are labelled with their column's heading.
 */
export function DataTable({ label, columns, className, children, foot }: DataTableProps) {
  const labels = columns.map((column) => columnOf(column).label);
  const labelled = (rows: ReactNode) => Children.map(rows, (row) => labelCells(row, labels));
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className={className ? `table ${className}` : 'table'}>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label: text, className: cell } = columnOf(column);
              return (
                <th key={text} scope="col" className={cell}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{labelled(children)}</tbody>
        {foot && <tfoot>{labelled(foot)}</tfoot>}
      </table>
    </div>
  );
}

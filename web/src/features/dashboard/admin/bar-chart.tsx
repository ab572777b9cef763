import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';

export interface BarRow {
  label: string;
  value: number;
  /** The whole the value is part of (a date's places): drawn as the bar's track. */
  max?: number;
  /** The value as the table says it ("6 of 8"). */
  text: string;
}

interface ChartProps {
  title: string;
  /** What the chart shows in one sentence: its text alternative. */
  summary: string;
  rows: BarRow[];
  /** The table's heading for the values. */
  valueHeading: string;
  empty: string;
}

const ROW = 44;
const WIDTH = 320;

/**
 * One bar per row, its label above it, so a long name fits a 360 px phone. Drawn in
 * currentColor (forced colours keep it), named by role=img, with its numbers in a table.
 */
export function HorizontalBars({ title, summary, rows, valueHeading, empty }: ChartProps) {
  const captionId = useId();
  if (rows.length === 0) return <ChartFrame title={title} captionId={captionId} empty={empty} />;
  const top = Math.max(1, ...rows.map((r) => r.max ?? r.value));
  const x = scaleLinear<number>({ domain: [0, top], range: [0, WIDTH] });
  const y = scaleBand<number>({ domain: rows.map((_, i) => i), range: [0, rows.length * ROW] });
  return (
    <ChartFrame title={title} captionId={captionId}>
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`}
        role="img"
        aria-label={`${title}: ${summary}`}
      >
        {rows.map((row, i) => (
          <Group key={`${row.label}-${i}`} top={y(i) ?? 0}>
            <text className="chart__label" x={0} y={14}>
              {row.label} · {row.text}
            </text>
            {row.max !== undefined && (
              <Bar className="chart__track" x={0} y={20} width={x(row.max)} height={16} />
            )}
            <Bar className="chart__bar" x={0} y={20} width={x(row.value)} height={16} />
          </Group>
        ))}
      </svg>
      <NumbersTable title={title} rows={rows} valueHeading={valueHeading} />
    </ChartFrame>
  );
}

/** Bars standing side by side (weeks), their labels in the table and at both ends. */
export function ColumnBars({ title, summary, rows, valueHeading, empty }: ChartProps) {
  const captionId = useId();
  if (rows.length === 0) return <ChartFrame title={title} captionId={captionId} empty={empty} />;
  const height = 120;
  const top = Math.max(1, ...rows.map((r) => r.value));
  const x = scaleBand<number>({
    domain: rows.map((_, i) => i),
    range: [0, WIDTH],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [0, top], range: [height, 0] });
  return (
    <ChartFrame title={title} captionId={captionId}>
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${height + 24}`}
        role="img"
        aria-label={`${title}: ${summary}`}
      >
        {rows.map((row, i) => (
          <Bar
            key={`${row.label}-${i}`}
            className="chart__bar"
            x={x(i) ?? 0}
            y={y(row.value)}
            width={x.bandwidth()}
            height={height - y(row.value)}
          />
        ))}
        <line className="chart__axis" x1={0} x2={WIDTH} y1={height} y2={height} />
        <text className="chart__label" x={0} y={height + 18}>
          {rows[0]?.label}
        </text>
        <text className="chart__label" x={WIDTH} y={height + 18} textAnchor="end">
          {rows[rows.length - 1]?.label}
        </text>
      </svg>
      <NumbersTable title={title} rows={rows} valueHeading={valueHeading} />
    </ChartFrame>
  );
}

function ChartFrame({
  title,
  captionId,
  empty,
  children,
}: {
  title: string;
  captionId: string;
  empty?: string;
  children?: React.ReactNode;
}) {
  return (
    <figure className="card chart-card" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-card__title">
        {title}
      </figcaption>
      {empty ? <p className="muted">{empty}</p> : children}
    </figure>
  );
}

/** The chart's numbers, behind a disclosure (and read by screen readers from the table). */
function NumbersTable({
  title,
  rows,
  valueHeading,
}: {
  title: string;
  rows: BarRow[];
  valueHeading: string;
}) {
  return (
    <details className="chart-card__numbers">
      <summary>
        The numbers<span className="visually-hidden"> of {title}</span>
      </summary>
      <table className="table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">Label</th>
            <th scope="col" className="num">
              {valueHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.label}-${i}`}>
              <th scope="row">{row.label}</th>
              <td className="num">{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

import { CardGridSkeleton } from '../../../components/page-skeleton';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { type MonthlySeries as Series, useMonthlyWorkshops } from '../api/monthly-workshops';
import { MonthlyBooking } from './monthly-booking';
import { MonthlyCard } from './monthly-card';

interface MonthlySeriesProps {
  series: Series;
  what: string;
  emptyText: string;
  image: string;
}

export function MonthlySeries({ series, what, emptyText, image }: MonthlySeriesProps) {
  const months = useMonthlyWorkshops(series);
  if (months.status === 'loading') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading {what}…
        </span>
        <CardGridSkeleton count={2} />
      </div>
    );
  }
  if (months.status === 'error') return <LoadError what={what} onRetry={months.retry} />;
  if (months.data.length === 0) return <EmptyState title={emptyText} image={image} />;
  return (
    <ul className="grid monthly-grid" role="list">
      {months.data.map((entry) => (
        <li key={entry.id}>
          <MonthlyCard entry={entry} headingLevel="h2">
            <MonthlyBooking entry={entry} />
          </MonthlyCard>
        </li>
      ))}
    </ul>
  );
}

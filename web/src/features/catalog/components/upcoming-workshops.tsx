import { CardGridSkeleton } from '../../../components/page-skeleton';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useUpcomingWorkshops } from '../api/upcoming-workshops';
import { NO_WORKSHOPS } from '../messages';
import { WorkshopCard } from './workshop-card';

export function UpcomingWorkshops() {
  const upcoming = useUpcomingWorkshops();
  if (upcoming.status === 'loading') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading the upcoming workshops…
        </span>
        <CardGridSkeleton count={3} />
      </div>
    );
  }
  if (upcoming.status === 'error') {
    return <LoadError what="the upcoming workshops" onRetry={upcoming.retry} />;
  }
  const withDates = upcoming.data.filter((w) => w.sessions?.length > 0);
  if (withDates.length === 0) return <EmptyState title={NO_WORKSHOPS} />;
  return (
    <ul className="grid" role="list">
      {withDates.map((workshop) => (
        <li key={workshop.id}>
          <WorkshopCard workshop={workshop} action="link" />
        </li>
      ))}
    </ul>
  );
}

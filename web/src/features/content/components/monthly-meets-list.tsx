import { CardGridSkeleton } from '../../../components/page-skeleton';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useMonthlyMeets } from '../api/monthly-meets';
import { NO_PLANNED } from '../messages';

export function MonthlyMeetsList() {
  const meets = useMonthlyMeets();
  if (meets.status === 'loading') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading the monthly meets…
        </span>
        <CardGridSkeleton count={2} />
      </div>
    );
  }
  if (meets.status === 'error') return <LoadError what="the monthly meets" onRetry={meets.retry} />;
  if (meets.data.length === 0) {
    return <EmptyState title={NO_PLANNED} image="/images/knit-and-natter.svg" />;
  }
  return (
    <ul className="grid" role="list">
      {meets.data.map((meet) => (
        <li key={meet.id}>
          <article className="card" aria-labelledby={`meet-${meet.id}`}>
            <img
              className="card__image"
              src={meet.image || '/images/placeholder.svg'}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
            <div className="card__body">
              <h2 id={`meet-${meet.id}`} className="card__title">
                {meet.name}
              </h2>
              {meet.schedule && <p className="meet-schedule">{meet.schedule}</p>}
              {meet.description && <p>{meet.description}</p>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

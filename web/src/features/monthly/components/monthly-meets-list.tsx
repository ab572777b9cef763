import { EmptyState } from '../../../components/empty-state';
import { Card } from '../../../components/card';
import { CardGridSkeleton } from '../../../components/page-skeleton';
import { QueryView } from '../../../components/query-view';
import { useMonthlyMeets } from '../api/monthly-meets';
import { NO_PLANNED } from '../../../config/messages';

export function MonthlyMeetsList() {
  return (
    <QueryView
      query={useMonthlyMeets()}
      what="the monthly meets"
      placeholder={<CardGridSkeleton count={2} />}
      empty={<EmptyState title={NO_PLANNED} image="/images/knit-and-natter.svg" />}
    >
      {(meets) => (
        <ul className="grid" role="list">
          {meets.map((meet) => (
            <li key={meet.id}>
              <Card image={meet.image} headingLevel="h2" title={meet.name}>
                {meet.schedule && <p className="meet-schedule">{meet.schedule}</p>}
                {meet.description && <p>{meet.description}</p>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

import type { UpcomingWorkshop } from '@domain/workshop-card';
import { EmptyState } from '../../../components/empty-state';
import { CardGridSkeleton } from '../../../components/page-skeleton';
import { QueryView } from '../../../components/query-view';
import { useUpcomingWorkshops } from '../api/upcoming-workshops';
import { NO_WORKSHOPS } from '../../../config/messages';
import { WorkshopCard } from './workshop-card';

const hasDates = (workshop: UpcomingWorkshop) => workshop.sessions?.length > 0;

export function UpcomingWorkshops() {
  return (
    <QueryView
      query={useUpcomingWorkshops()}
      what="the upcoming workshops"
      placeholder={<CardGridSkeleton count={3} />}
      isEmpty={(workshops) => !workshops.some(hasDates)}
      empty={<EmptyState title={NO_WORKSHOPS} />}
    >
      {(workshops) => (
        <ul className="grid" role="list">
          {workshops.filter(hasDates).map((workshop) => (
            <li key={workshop.id}>
              <WorkshopCard workshop={workshop} action="link" />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

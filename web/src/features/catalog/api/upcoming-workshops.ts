import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/upcoming_workshops: home-page types that have a future date, soonest first. */
export const upcomingWorkshopsQuery =
  visitorQuery<'get /api/upcoming_workshops'>('upcoming_workshops');

export const useUpcomingWorkshops = () => useQuery(upcomingWorkshopsQuery);

import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';
import type { WorkshopWithSessions } from './workshop-types';

/** GET /api/upcoming_workshops: home-page types that have a future date, soonest first. */
export const upcomingWorkshopsQuery = visitorQuery<WorkshopWithSessions[]>('upcoming_workshops');

export const useUpcomingWorkshops = () => useQuery(upcomingWorkshopsQuery);

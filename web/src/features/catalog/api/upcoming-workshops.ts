import { useApi } from '../../../components/use-api';
import type { WorkshopWithSessions } from './workshop-types';

export const upcomingWorkshopsPath = 'upcoming_workshops';

/** GET /api/upcoming_workshops: home-page types that have a future date, soonest first. */
export const useUpcomingWorkshops = () => useApi<WorkshopWithSessions[]>(upcomingWorkshopsPath);

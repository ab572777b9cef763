import type { ScheduledWorkshop } from '@domain/model';
import { adminQuery } from './admin-query';

export type ScheduledWorkshopRow = ScheduledWorkshop & { workshop_name: string };

/** GET /api/scheduled_workshops_list: dates from today on, sorted, with the workshop's name. */
export const scheduledWorkshopsQuery = adminQuery<ScheduledWorkshopRow[]>(
  'scheduled_workshops_list',
);

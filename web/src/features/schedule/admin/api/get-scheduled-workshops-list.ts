import { adminQuery } from '../../../../lib/admin/admin-query';
import type { ScheduledWorkshopRow } from '../../../../lib/admin/date-options';

/** GET /api/scheduled_workshops_list: dates from today on, sorted, with the workshop's name. */
export const scheduledWorkshopsListQuery = adminQuery<ScheduledWorkshopRow[]>(
  'scheduled_workshops_list',
);

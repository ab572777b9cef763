import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/scheduled_workshops_list: dates from today on, sorted, with the workshop's name. */
export const scheduledWorkshopsListQuery = adminQuery<'get /api/scheduled_workshops_list'>(
  'scheduled_workshops_list',
);

import type { ScheduledWorkshop } from '../model.js';
import type { scheduleWorkshopSchema } from '../schedule.js';
import type { z } from '../zod.js';

/** A date as staff list it, with its workshop's name. */
export type ScheduledWorkshopRow = ScheduledWorkshop & { workshop_name: string };

export interface ScheduleContracts {
  'get /api/scheduled_workshops': { request: undefined; response: ScheduledWorkshop[] };
  /** `?fresh=` asks past every cache. */
  'get /api/scheduled_workshops/:typeId': { request: undefined; response: ScheduledWorkshop[] };

  'post /api/add_new_workshop': {
    request: z.input<typeof scheduleWorkshopSchema>;
    response: ScheduledWorkshop;
  };
  'get /api/scheduled_workshops_list': { request: undefined; response: ScheduledWorkshopRow[] };
}

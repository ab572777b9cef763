import type { ScheduledWorkshop } from '../model.js';
import type { scheduleWorkshopSchema } from '../schedule.js';
import type { scheduleSeriesSchema } from '../series.js';
import type { z } from '../zod.js';

/** One date of a series preview: when, and the date already on at that time, if any. */
export interface SeriesPreviewDate {
  /** YYYY-MM-DD */
  date: string;
  /** "Tuesday 12th January 2027, 3pm" */
  when: string;
  date_of_workshop: number;
  /** Another date that starts at the same time (any workshop): creating this one is refused. */
  clash: { id: string; workshop_name: string } | null;
}

export interface SeriesPreview {
  /** "every second Tuesday of the month" */
  repeats: string;
  dates: SeriesPreviewDate[];
  /** Months with no such weekday (a fifth Monday), passed over: "June 2027". */
  skipped: string[];
}

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
  'post /api/preview_series': {
    request: z.input<typeof scheduleSeriesSchema>;
    response: SeriesPreview;
  };
  /** 201 when it created dates; 200 when every date was already made by the same request. */
  'post /api/schedule_series': {
    request: z.input<typeof scheduleSeriesSchema>;
    response: { created: ScheduledWorkshop[] };
  };
  'get /api/scheduled_workshops_list': { request: undefined; response: ScheduledWorkshopRow[] };
}

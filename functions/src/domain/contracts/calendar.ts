import type { CalendarEntry } from '../model.js';

export interface CalendarContracts {
  /** The query as sent: month 1-12 and a four-digit year. */
  'get /api/get_calendar_events': {
    request: { month: string; year: string };
    response: CalendarEntry[];
  };
}

import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';
import type { YearMonth } from '../month-grid';

/** GET /api/get_calendar_events: one month's workshops and meets. */
export const calendarEventsQuery = ({ year, month }: YearMonth) =>
  visitorQuery<'get /api/get_calendar_events'>(`get_calendar_events?month=${month}&year=${year}`);

export const useCalendarEvents = (at: YearMonth) => useQuery(calendarEventsQuery(at));

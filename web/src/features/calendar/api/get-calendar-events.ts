import type { CalendarEntry } from '@domain/model';
import { api } from '../../../lib/api-client';
import type { YearMonth } from '../month-grid';

export function getCalendarEvents(
  { year, month }: YearMonth,
  signal?: AbortSignal,
): Promise<CalendarEntry[]> {
  return api<CalendarEntry[]>(`get_calendar_events?month=${month}&year=${year}`, { signal });
}

import { londonParts } from '../../domain/dates.js';
import { isBookableType } from '../../domain/places.js';
import type { CalendarEntry } from '../../domain/model.js';
import { workshopTypesByIds } from '../catalog/index.js';
import { datesBetween } from '../schedule/index.js';
import { type CalendarQuery, londonMonthRange } from './calendar-range.js';

/** What is on in one London month: a range query on the date, then only the types it names. */
export async function calendarEntries({ year, month }: CalendarQuery): Promise<CalendarEntry[]> {
  const { start, end } = londonMonthRange(year, month);
  const dates = await datesBetween(start, end);
  const types = new Map(
    (await workshopTypesByIds(dates.map((d) => d.workshop_type))).map((t) => [t.id, t]),
  );
  return dates.flatMap((date) => {
    const type = types.get(date.workshop_type);
    if (!type || !isBookableType(type)) return [];
    const when = londonParts(date.date_of_workshop);
    return [
      {
        day: when.day,
        month: when.month,
        year: when.year,
        start: date.time,
        name: type.name,
        workshopId: type.id,
        craftType: type.craftType,
        scheduledWorkshopId: date.id,
        seatsRemaining: Math.max(0, date.guest_slots_remaining),
      },
    ];
  });
}

import { ordinal } from '@domain/dates';
import type { ScheduledWorkshop } from '@domain/model';
import { formatTime } from '@domain/time';

type DateFields = Pick<ScheduledWorkshop, 'day' | 'date' | 'month' | 'year'>;

/** "Saturday 14th March 2026" */
export function workshopDateLabel({ day, date, month, year }: DateFields): string {
  const n = Number(date);
  const dayOfMonth = Number.isInteger(n) && n > 0 ? ordinal(n) : date;
  return [day, dayOfMonth, month, year].filter(Boolean).join(' ');
}

/** "Saturday 14th March" (the month heading already names the year) */
export function shortDateLabel(fields: DateFields): string {
  return workshopDateLabel({ ...fields, year: '' });
}

export function timeLabel(time: string): string {
  return formatTime(time) || time;
}

export function isBookable(
  date: Pick<ScheduledWorkshop, 'is_available' | 'guest_slots_remaining'>,
) {
  return date.is_available !== false && date.guest_slots_remaining > 0;
}

export function placesLeftText(
  date: Pick<ScheduledWorkshop, 'is_available' | 'guest_slots_remaining'>,
): string {
  if (!isBookable(date)) return 'Full';
  const n = date.guest_slots_remaining;
  return n === 1 ? '1 place left' : `${n} places left`;
}

export interface MonthGroup {
  title: string;
  dates: ScheduledWorkshop[];
}

export function groupByMonth(dates: readonly ScheduledWorkshop[]): MonthGroup[] {
  const sorted = [...dates].sort((a, b) => a.date_of_workshop - b.date_of_workshop);
  const groups: MonthGroup[] = [];
  for (const date of sorted) {
    const title = `${date.month} ${date.year}`;
    const last = groups.at(-1);
    if (last?.title === title) last.dates.push(date);
    else groups.push({ title, dates: [date] });
  }
  return groups;
}

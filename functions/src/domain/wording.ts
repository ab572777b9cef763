import { ordinal } from './dates.js';
import type { ScheduledWorkshop } from './model.js';

type DateFields = Pick<ScheduledWorkshop, 'day' | 'date' | 'month' | 'year'>;

/** "1 place", "3 places" */
export function places(n: number): string {
  return `${n} ${n === 1 ? 'place' : 'places'}`;
}

/** "1 place left", "3 places left" */
export function placesLeft(n: number): string {
  return `${places(n)} left`;
}

/** "Saturday 14th March 2026"; without a year (a month heading names it) "Saturday 14th March". */
export function workshopDateLabel({ day, date, month, year }: DateFields): string {
  const n = Number(date);
  const dayOfMonth = Number.isInteger(n) && n > 0 ? ordinal(n) : date;
  return [day, dayOfMonth, month, year].filter(Boolean).join(' ');
}

/** "Saturday 14th March 2026, 10am" */
export function whenLabel(fields: DateFields & Pick<ScheduledWorkshop, 'time'>): string {
  return `${workshopDateLabel(fields)}, ${fields.time}`;
}

const londonLong = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Saturday 14th March 2026 at 10:30 (UK time)": a deadline, in the studio's time. */
export function londonDeadline(ms: number): string {
  if (!Number.isFinite(ms)) return '';
  const parts = londonLong.formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${ordinal(Number(get('day')))} ${get('month')} ${get('year')} at ${get('hour')}:${get('minute')} (UK time)`;
}

import type { ScheduledWorkshop } from '@domain/model';
import { isBookable } from '@domain/places';
import { formatTime } from '@domain/time';
import { FULLY_BOOKED, places, spacesLeft, workshopDateLabel } from '@domain/wording';

export const guestsLabel = (guests: number) => (guests === 1 ? '1 guest' : `${guests} guests`);

export function timeLabel(time: string): string {
  return formatTime(time) || time;
}

export function placesLeftText(
  date: Pick<ScheduledWorkshop, 'is_available' | 'guest_slots_remaining'>,
): string {
  return isBookable(date) ? spacesLeft(date.guest_slots_remaining) : FULLY_BOOKED;
}

/** "Saturday 14th March" (the month heading already names the year) */
export function shortDateLabel(fields: Pick<ScheduledWorkshop, 'day' | 'date' | 'month'>): string {
  return workshopDateLabel({ ...fields, year: '' });
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

/**
 * The rows that say what a booking is, as the visitor's pages list them (its own page and where
 * Checkout returns): reference, workshop, date, time, guests and total.
 */
export function bookingRows(
  booking: Pick<ScheduledWorkshop, 'day' | 'date' | 'month' | 'year' | 'time'> & {
    workshop_name: string;
    guests: number;
  },
  reference: string | null | undefined,
  total: string,
): [string, string][] {
  return [
    ...(reference ? [['Booking reference', reference] as [string, string]] : []),
    ['Workshop', booking.workshop_name],
    ['Date', workshopDateLabel(booking)],
    ['Time', timeLabel(booking.time)],
    ['Guests', places(booking.guests)],
    ['Total', total],
  ];
}

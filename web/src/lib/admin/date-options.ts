import { isCancelledDate, isClosed } from '@domain/places';
import { FULLY_BOOKED, whenLabel } from '@domain/wording';
import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';

/** "4 of 6 spaces left", "Fully booked", or "closed, 4 of 6 spaces left" when staff closed it. */
export function placesText(date: ScheduledWorkshopRow): string {
  const left =
    date.guest_slots_remaining > 0
      ? `${date.guest_slots_remaining} of ${date.guests} spaces left`
      : FULLY_BOOKED;
  return isClosed(date) ? `closed, ${left}` : left;
}

/** A date as a choice in a list: "Sock Knitting: Saturday 14th March 2026, 10am (4 of 6 spaces left)". */
export const dateOption = (date: ScheduledWorkshopRow) => ({
  value: date.id,
  label: `${date.workshop_name}: ${whenLabel(date)} (${placesText(date)})`,
});

/** The dates a booking can be put on: not cancelled and not yet started. */
export const bookableDates = (dates: readonly ScheduledWorkshopRow[], now = Date.now()) =>
  dates.filter((d) => !isCancelledDate(d) && d.date_of_workshop > now);

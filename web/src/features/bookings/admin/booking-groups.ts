import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import type { Booking } from '@domain/model';
import { amountDueOf, paymentStateOf } from '@domain/payment';
import { isBooked } from '@domain/places';
import { whenLabel } from '@domain/wording';

export interface DateGroup {
  /** The scheduled workshop's id. */
  id: string;
  workshopName: string;
  /** e.g. "Saturday 5th December 2026, 10am" */
  when: string;
  dateOfWorkshop: number;
  /** The bookings listed, whatever their state (awaiting payment, cancelled ...). */
  bookings: Booking[];
  /**
   * Of the booked bookings only: a cancelled booking, or one still awaiting its card payment,
   * counts for nothing.
   */
  totals: { bookings: number; guests: number; total: number; unpaid: number };
  places?: number;
  placesLeft?: number;
}

const pennies = (n: number) => Math.round(n * 100);

/**
 * Bookings grouped by workshop date, in date order, with each date's totals (of its booked
 * bookings) and places left.
 */
export function groupBookings(
  bookings: readonly Booking[],
  dates: readonly ScheduledWorkshopRow[],
): DateGroup[] {
  const dateById = new Map(dates.map((d) => [d.id, d]));
  const groups = new Map<string, DateGroup>();
  for (const booking of bookings) {
    const id = booking.scheduled_workshop_id;
    let group = groups.get(id);
    if (!group) {
      const date = dateById.get(id);
      group = {
        id,
        workshopName: booking.workshop_name || date?.workshop_name || '',
        when: whenLabel(booking),
        dateOfWorkshop: booking.date_of_workshop,
        bookings: [],
        totals: { bookings: 0, guests: 0, total: 0, unpaid: 0 },
        places: date?.guests,
        placesLeft: date?.guest_slots_remaining,
      };
      groups.set(id, group);
    }
    group.bookings.push(booking);
  }
  return [...groups.values()]
    .map((group) => {
      const booked = group.bookings.filter(isBooked);
      const total = booked.reduce((sum, b) => sum + pennies(b.total_price), 0);
      const owing = booked.filter((b) => paymentStateOf(b) === 'unpaid');
      // What is still owed: a gift voucher's part is paid (docs/product.md#gift-vouchers).
      const unpaid = owing.reduce((sum, b) => sum + pennies(amountDueOf(b)), 0);
      return {
        ...group,
        totals: {
          bookings: booked.length,
          guests: booked.reduce((sum, b) => sum + b.guests, 0),
          total: total / 100,
          unpaid: unpaid / 100,
        },
      };
    })
    .sort(
      (a, b) => a.dateOfWorkshop - b.dateOfWorkshop || a.workshopName.localeCompare(b.workshopName),
    );
}

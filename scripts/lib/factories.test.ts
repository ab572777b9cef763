import { describe, expect, it } from 'vitest';
import { addOtherWayBookingSchema } from '../../functions/src/domain/admin-booking.ts';
import { grannySquareMonthlySchema } from '../../functions/src/domain/admin-monthly-workshop.ts';
import { announcementSchema } from '../../functions/src/domain/admin-site-content.ts';
import { workshopTypeSchema } from '../../functions/src/domain/admin-workshop-type.ts';
import { saveBookingSchema } from '../../functions/src/domain/booking.ts';
import { DAY_MS, londonInstant } from '../../functions/src/domain/dates.ts';
import { scheduleWorkshopSchema } from '../../functions/src/domain/schedule.ts';
import {
  announcement,
  booking,
  bookingBody,
  londonDate,
  monthlyWorkshop,
  scheduledWorkshop,
  scheduleForm,
  staffBookingBody,
  workshopType,
} from './factories.ts';

// 10:00 UTC on Sunday 29 March 2026, the day British Summer Time starts.
const NOW = Date.UTC(2026, 2, 29, 10);

describe('the data factories', () => {
  it('make what the API itself would accept', () => {
    const type = workshopType({}, NOW);
    const date = scheduledWorkshop(type, 3, {}, NOW);
    expect(workshopTypeSchema.safeParse(type).success).toBe(true);
    expect(scheduleWorkshopSchema.safeParse(scheduleForm(type, 3, {}, NOW)).success).toBe(true);
    expect(saveBookingSchema.safeParse(bookingBody(date)).success).toBe(true);
    expect(addOtherWayBookingSchema.safeParse(staffBookingBody(date)).success).toBe(true);
    expect(grannySquareMonthlySchema.safeParse(monthlyWorkshop({}, 1, NOW)).success).toBe(true);
    expect(announcementSchema.safeParse(announcement({}, NOW)).success).toBe(true);
  });

  it('date a workshop in London time and price a booking from its type', () => {
    const type = workshopType({ price: '£12.50' }, NOW);
    const date = scheduledWorkshop(type, 3, { time: '2pm', guests: 6 }, NOW);
    expect(type.priceForTotal).toBe(12.5);
    expect(date).toMatchObject({
      date: '01',
      month: 'April',
      year: '2026',
      day: 'Wednesday',
      time: '2pm',
      date_of_workshop: londonInstant(2026, 4, 1, 14),
      guest_slots_remaining: 6,
      is_available: true,
    });
    expect(booking(date, type, { guests: 3 }, NOW)).toMatchObject({
      total_price: 37.5,
      workshop_name: type.name,
      date_of_workshop: date.date_of_workshop,
      createdAt: NOW - 10 * DAY_MS,
    });
    expect(londonDate(3, NOW)).toBe('2026-04-01');
  });

  it('mark a date with no places left unavailable', () => {
    const date = scheduledWorkshop({ id: 't' }, 1, { guest_slots_remaining: 0 }, NOW);
    expect(date.is_available).toBe(false);
  });
});

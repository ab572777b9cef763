import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@domain/model';
import { groupBookings } from './booking-groups';

function booking(over: Partial<Booking>): Booking {
  return {
    id: 'b',
    scheduled_workshop_id: 'd1',
    date: '05',
    month: 'December',
    year: '2026',
    time: '10am',
    day: 'Saturday',
    guests: 1,
    name: 'A',
    email: 'a@example.com',
    level: '',
    skills: '',
    workshop_type: 't',
    workshop_name: 'Beginners Crochet',
    duration: '2hrs',
    total_price: 35,
    date_of_workshop: 2000,
    payed: false,
    isCourse: false,
    courseDates: 1,
    courseInterval: 7,
    newsletterSignup: false,
    source: 'web',
    createdAt: 0,
    ...over,
  };
}

const date = (over: Partial<ScheduledWorkshopRow>): ScheduledWorkshopRow => ({
  id: 'd1',
  workshop_type: 't',
  workshop_name: 'Beginners Crochet',
  date: '05',
  month: 'December',
  year: '2026',
  time: '10am',
  day: 'Saturday',
  guests: 8,
  guest_slots_remaining: 3,
  is_available: true,
  date_of_workshop: 2000,
  ...over,
});

describe('groupBookings', () => {
  const bookings = [
    booking({ id: 'b1', guests: 2, total_price: 70, payed: true }),
    booking({ id: 'b2', guests: 3, total_price: 105.5 }),
    booking({
      id: 'b3',
      scheduled_workshop_id: 'd0',
      date_of_workshop: 1000,
      workshop_name: 'Amigurumi Animals',
      day: 'Friday',
      date: '04',
      time: '1pm',
      total_price: 45,
      payed: true,
    }),
  ];

  it('groups bookings by workshop date, earliest date first, with totals and places left', () => {
    const groups = groupBookings(bookings, [
      date({}),
      date({ id: 'd0', guest_slots_remaining: 5, guests: 6 }),
    ]);
    expect(groups.map((g) => g.id)).toEqual(['d0', 'd1']);
    expect(groups[0]).toMatchObject({
      workshopName: 'Amigurumi Animals',
      when: 'Friday 4th December 2026, 1pm',
      places: 6,
      placesLeft: 5,
    });
    expect(groups[1]?.totals).toEqual({ bookings: 2, guests: 5, total: 175.5, unpaid: 105.5 });
    expect(groups[1]?.placesLeft).toBe(3);
  });

  it('leaves places unknown for a date missing from the scheduled list', () => {
    const [group] = groupBookings([booking({})], []);
    expect(group?.placesLeft).toBeUndefined();
  });

  it('lists cancelled bookings but counts only the booked ones, and leaves them out of unpaid', () => {
    const listed = [
      booking({ id: 'kept', guests: 2, total_price: 70 }),
      booking({ id: 'gone', guests: 3, total_price: 105, status: 'cancelled' }),
    ];
    const [group] = groupBookings(listed, [date({})]);
    expect(group?.bookings.map((b) => b.id)).toEqual(['kept', 'gone']);
    expect(group?.totals).toEqual({ bookings: 1, guests: 2, total: 70, unpaid: 70 });
  });

  it('lists a booking awaiting its card payment, or whose payment was not completed, counting neither', () => {
    const holdUntil = Date.UTC(2026, 11, 1, 14, 35);
    const listed = [
      booking({ id: 'kept', guests: 2, total_price: 70 }),
      booking({
        id: 'paying',
        guests: 3,
        total_price: 105,
        status: 'awaiting_payment',
        card: { state: 'awaiting', holds: true, amount: 10500, holdUntil },
      }),
      booking({
        id: 'lapsed',
        guests: 1,
        total_price: 35,
        status: 'expired',
        card: { state: 'expired', holds: true, amount: 3500, holdUntil },
      }),
    ];
    const [group] = groupBookings(listed, [date({})]);
    expect(group?.bookings.map((b) => b.id)).toEqual(['kept', 'paying', 'lapsed']);
    expect(group?.totals).toEqual({ bookings: 1, guests: 2, total: 70, unpaid: 70 });
  });

  it('counts a booking paid by card as paid, even one partly refunded', () => {
    const listed = [
      booking({
        id: 'card',
        total_price: 35,
        payed: true,
        card: { state: 'paid', holds: true, amount: 3500, paymentIntentId: 'pi_1' },
      }),
      booking({
        id: 'part',
        total_price: 35,
        card: { state: 'refunded', holds: true, amount: 3500, refunded: 500 },
      }),
      booking({ id: 'owing', total_price: 35 }),
    ];
    const [group] = groupBookings(listed, [date({})]);
    expect(group?.totals).toEqual({ bookings: 3, guests: 3, total: 105, unpaid: 35 });
  });

  it('keeps a date whose bookings are all cancelled, with nothing counted', () => {
    const [group] = groupBookings([booking({ status: 'cancelled' })], []);
    expect(group?.bookings).toHaveLength(1);
    expect(group?.totals).toEqual({ bookings: 0, guests: 0, total: 0, unpaid: 0 });
  });
});

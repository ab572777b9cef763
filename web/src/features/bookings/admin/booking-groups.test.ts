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

  it('shows only unpaid bookings when asked, keeping the whole date’s totals, and drops settled dates', () => {
    const groups = groupBookings(bookings, [date({})], { unpaidOnly: true });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.bookings.map((b) => b.id)).toEqual(['b2']);
    expect(groups[0]?.totals.bookings).toBe(2);
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
    const [unpaid] = groupBookings(listed, [date({})], { unpaidOnly: true });
    expect(unpaid?.bookings.map((b) => b.id)).toEqual(['kept']);
  });

  it('keeps a date whose bookings are all cancelled, with nothing counted', () => {
    const [group] = groupBookings([booking({ status: 'cancelled' })], []);
    expect(group?.bookings).toHaveLength(1);
    expect(group?.totals).toEqual({ bookings: 0, guests: 0, total: 0, unpaid: 0 });
  });
});

import type { ScheduledWorkshop } from '@domain/model';
import { describe, expect, it } from 'vitest';
import {
  bookingRows,
  groupByMonth,
  placesLeftText,
  shortDateLabel,
  timeLabel,
} from './booking-format';

function date(over: Partial<ScheduledWorkshop>): ScheduledWorkshop {
  return {
    id: 'sw',
    workshop_type: 'learn-to-knit',
    date: '14',
    month: 'March',
    year: '2026',
    time: '3pm',
    day: 'Saturday',
    guests: 8,
    guest_slots_remaining: 3,
    is_available: true,
    date_of_workshop: Date.UTC(2026, 2, 14, 15),
    ...over,
  };
}

describe('date wording', () => {
  it('writes a date without its year (the month heading names it)', () => {
    expect(shortDateLabel(date({ date: '03', day: 'Tuesday' }))).toBe('Tuesday 3rd March');
  });

  it('tidies the time and keeps text it cannot read', () => {
    expect(timeLabel('3PM')).toBe('3pm');
    expect(timeLabel('10am')).toBe('10am');
    expect(timeLabel('noon')).toBe('noon');
  });
});

describe('places left', () => {
  it('counts the spaces left and calls a date with none, or unavailable, fully booked', () => {
    expect(placesLeftText(date({ guest_slots_remaining: 3 }))).toBe('3 spaces left');
    expect(placesLeftText(date({ guest_slots_remaining: 1 }))).toBe('1 space left');
    expect(placesLeftText(date({ guest_slots_remaining: 0 }))).toBe('Fully booked');
    expect(placesLeftText(date({ guest_slots_remaining: 4, is_available: false }))).toBe(
      'Fully booked',
    );
  });
});

describe('groupByMonth', () => {
  it('groups dates by month in date order', () => {
    const groups = groupByMonth([
      date({ id: 'b', month: 'April', date_of_workshop: 3 }),
      date({ id: 'a', month: 'March', date_of_workshop: 1 }),
      date({ id: 'c', month: 'April', date_of_workshop: 2 }),
      date({ id: 'd', month: 'January', year: '2027', date_of_workshop: 4 }),
    ]);
    expect(groups.map((g) => [g.title, g.dates.map((d) => d.id)])).toEqual([
      ['March 2026', ['a']],
      ['April 2026', ['c', 'b']],
      ['January 2027', ['d']],
    ]);
  });

  it('gives no groups for no dates', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});

describe('bookingRows', () => {
  const booking = {
    day: 'Saturday',
    date: '14',
    month: 'March',
    year: '2026',
    time: '10:30',
    workshop_name: 'Learn to Knit',
    guests: 2,
  };

  it('says what a booking is, its reference first when it has one', () => {
    expect(bookingRows(booking, '7K3Q-PXW2', '£70')).toEqual([
      ['Booking reference', '7K3Q-PXW2'],
      ['Workshop', 'Learn to Knit'],
      ['Date', 'Saturday 14th March 2026'],
      ['Time', timeLabel('10:30')],
      ['Guests', '2 places'],
      ['Total', '£70'],
    ]);
    expect(bookingRows(booking, null, '£70')[0]).toEqual(['Workshop', 'Learn to Knit']);
  });
});

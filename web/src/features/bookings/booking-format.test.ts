import type { ScheduledWorkshop } from '@domain/model';
import { describe, expect, it } from 'vitest';
import { groupByMonth, placesLeftText, shortDateLabel, timeLabel } from './booking-format';

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

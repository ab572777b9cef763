import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { describe, expect, it } from 'vitest';
import { bookableDates, dateOption, placesText } from './date-options';

const date = (overrides: Partial<ScheduledWorkshopRow> = {}): ScheduledWorkshopRow => ({
  id: 'd1',
  workshop_type: 'socks',
  workshop_name: 'Sock Knitting',
  date: '14',
  month: 'March',
  year: '2026',
  time: '10am',
  day: 'Saturday',
  guests: 6,
  guest_slots_remaining: 4,
  is_available: true,
  date_of_workshop: Date.UTC(2026, 2, 14, 10),
  places_taken: 2,
  places_held: 0,
  closed: false,
  status: 'scheduled',
  ...overrides,
});

describe('date options', () => {
  it('name the workshop, the day and the places left', () => {
    expect(dateOption(date())).toEqual({
      value: 'd1',
      label: 'Sock Knitting: Saturday 14th March 2026, 10am (4 of 6 spaces left)',
    });
  });

  it('say when a date is full or closed by staff', () => {
    expect(placesText(date({ guest_slots_remaining: 0, is_available: false }))).toBe(
      'Fully booked',
    );
    expect(placesText(date({ closed: true, is_available: false }))).toBe(
      'closed, 4 of 6 spaces left',
    );
  });

  it('offer only dates that are not cancelled and have not started', () => {
    const now = Date.UTC(2026, 2, 1);
    const dates = [
      date({ id: 'on' }),
      date({ id: 'cancelled', status: 'cancelled' }),
      date({ id: 'started', date_of_workshop: now - 1 }),
    ];
    expect(bookableDates(dates, now).map((d) => d.id)).toEqual(['on']);
  });
});

import type { CalendarEntry } from '@domain/model';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildMonthGrid,
  calendarWindow,
  canStep,
  currentLondonMonth,
  dayLabel,
  entryLabel,
  isPastDay,
  leadingBlanks,
  spacesLeftText,
} from './month-grid';

function entry(over: Partial<CalendarEntry>): CalendarEntry {
  return {
    day: 14,
    month: 3,
    year: 2026,
    start: '3pm',
    name: 'Granny Square',
    workshopId: 'granny-square-monthly',
    craftType: 'Crochet',
    scheduledWorkshopId: 'sw-1',
    seatsRemaining: 3,
    ...over,
  };
}

describe('leadingBlanks', () => {
  it('puts the 1st under its weekday in a Monday-first week', () => {
    expect(leadingBlanks(2026, 6)).toBe(0); // Monday 1 June 2026
    expect(leadingBlanks(2026, 9)).toBe(1); // Tuesday 1 September 2026
    expect(leadingBlanks(2026, 10)).toBe(3); // Thursday 1 October 2026
    expect(leadingBlanks(2026, 8)).toBe(5); // Saturday 1 August 2026
    expect(leadingBlanks(2026, 3)).toBe(6); // Sunday 1 March 2026
  });
});

describe('buildMonthGrid', () => {
  it('has one cell per day of the month, leap years included', () => {
    expect(buildMonthGrid({ year: 2028, month: 2 }).days).toHaveLength(29);
    expect(buildMonthGrid({ year: 2027, month: 2 }).days).toHaveLength(28);
    expect(buildMonthGrid({ year: 2026, month: 4 }).days).toHaveLength(30);
    const march = buildMonthGrid({ year: 2026, month: 3 });
    expect(march.days.map((d) => d.day)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(march.days[0]?.weekday).toBe('Sunday');
    expect(march.days[13]?.weekday).toBe('Saturday');
  });

  it('names each day with its weekday and date', () => {
    const march = buildMonthGrid({ year: 2026, month: 3 });
    expect(march.days[2]?.label).toBe('Tuesday 3 March');
    expect(dayLabel({ year: 2026, month: 11, day: 1 })).toBe('Sunday 1 November');
  });

  it('names the month and year', () => {
    expect(buildMonthGrid({ year: 2027, month: 1 }).title).toBe('January 2027');
  });

  it('places each entry on its day, earliest start first', () => {
    const grid = buildMonthGrid({ year: 2026, month: 3 }, [
      entry({ day: 14, start: '6pm', name: 'Evening' }),
      entry({ day: 14, start: '10am', name: 'Morning' }),
      entry({ day: 2, name: 'Monday class' }),
    ]);
    expect(grid.days[13]?.entries.map((e) => e.name)).toEqual(['Morning', 'Evening']);
    expect(grid.days[1]?.entries.map((e) => e.name)).toEqual(['Monday class']);
    expect(grid.days.filter((d) => d.entries.length > 0)).toHaveLength(2);
  });

  it('ignores entries of another month or a day the month does not have', () => {
    const grid = buildMonthGrid({ year: 2026, month: 2 }, [
      entry({ month: 3 }),
      entry({ year: 2027, month: 2 }),
      entry({ month: 2, day: 30 }),
    ]);
    expect(grid.days.every((d) => d.entries.length === 0)).toBe(true);
  });
});

describe('month stepping', () => {
  it('steps across the year boundary both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, 12)).toEqual({ year: 2027, month: 11 });
    expect(addMonths({ year: 2026, month: 11 }, -12)).toEqual({ year: 2025, month: 11 });
  });

  it('allows 12 months back and 12 months ahead of the current month, no further', () => {
    const window = calendarWindow({ year: 2026, month: 11 });
    expect(window).toEqual({ first: { year: 2025, month: 11 }, last: { year: 2027, month: 11 } });
    expect(canStep({ year: 2025, month: 12 }, -1, window)).toBe(true);
    expect(canStep({ year: 2025, month: 11 }, -1, window)).toBe(false);
    expect(canStep({ year: 2027, month: 10 }, 1, window)).toBe(true);
    expect(canStep({ year: 2027, month: 11 }, 1, window)).toBe(false);
  });
});

describe('currentLondonMonth', () => {
  it("uses London's calendar, which is ahead of UTC in summer at midnight", () => {
    // 23:30 UTC on 31 May 2026 is 00:30 on 1 June in London (BST).
    expect(currentLondonMonth(Date.UTC(2026, 4, 31, 23, 30))).toEqual({ year: 2026, month: 6 });
    expect(currentLondonMonth(Date.UTC(2026, 11, 31, 23, 30))).toEqual({ year: 2026, month: 12 });
  });
});

describe('entry wording', () => {
  it('gives each entry a full accessible name', () => {
    expect(entryLabel(entry({}))).toBe('Saturday 14 March, 3pm, Granny Square, 3 spaces left');
    expect(entryLabel(entry({ seatsRemaining: 1 }))).toBe(
      'Saturday 14 March, 3pm, Granny Square, 1 space left',
    );
    expect(entryLabel(entry({ seatsRemaining: 0 }))).toBe(
      'Saturday 14 March, 3pm, Granny Square, Fully booked',
    );
  });

  it('shows the spaces left as "Spaces left: N", never below 0', () => {
    expect(spacesLeftText(3)).toBe('Spaces left: 3');
    expect(spacesLeftText(0)).toBe('Spaces left: 0');
    expect(spacesLeftText(-2)).toBe('Spaces left: 0');
  });
});

describe('isPastDay', () => {
  const today = { year: 2026, month: 3, day: 10 };
  it('is true only for days before today, across months and years', () => {
    expect(isPastDay({ year: 2026, month: 3, day: 9 }, today)).toBe(true);
    expect(isPastDay({ year: 2026, month: 2, day: 28 }, today)).toBe(true);
    expect(isPastDay({ year: 2025, month: 12, day: 31 }, today)).toBe(true);
    expect(isPastDay(today, today)).toBe(false);
    expect(isPastDay({ year: 2026, month: 3, day: 11 }, today)).toBe(false);
    expect(isPastDay({ year: 2026, month: 4, day: 1 }, today)).toBe(false);
  });
});

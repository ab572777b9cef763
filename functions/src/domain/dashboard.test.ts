import { describe, expect, it } from 'vitest';
import { dashboardWindows, fillByType, percent, pounds, rate, upcomingBars } from './dashboard.js';
import { londonInstant, londonIsoDate } from './dates.js';

const day = (ms: number) => londonIsoDate(ms);

describe('dashboardWindows', () => {
  it('gives twelve London weeks from Monday, the last one this week', () => {
    // Wednesday 11 November 2026, 15:00.
    const w = dashboardWindows(londonInstant(2026, 11, 11, 15));
    expect(w.weeks).toHaveLength(12);
    expect(day(w.weeks[11]!.from)).toBe('2026-11-09');
    expect(w.weeks[11]!.label).toBe('w/c 9 Nov');
    expect(day(w.weeks[0]!.from)).toBe('2026-08-24');
    for (let i = 1; i < 12; i++) expect(w.weeks[i]!.from).toBe(w.weeks[i - 1]!.to);
    expect(day(w.upcoming.from)).toBe('2026-11-11');
    expect(day(w.upcoming.to)).toBe('2026-11-25');
    expect(day(w.past.from)).toBe('2026-08-11');
    expect(day(w.moneySince)).toBe('2026-10-12');
  });

  it('keeps every bound at London midnight across the clock change', () => {
    // Monday 2 November 2026: the clocks went back on 25 October.
    const w = dashboardWindows(londonInstant(2026, 11, 2, 0, 30));
    expect(w.weeks[11]!.from).toBe(londonInstant(2026, 11, 2, 0));
    expect(w.weeks[10]!.from).toBe(londonInstant(2026, 10, 26, 0));
    expect(w.weeks[9]!.from).toBe(londonInstant(2026, 10, 19, 0));
    // A week that holds the change is an hour longer.
    expect(w.weeks[9]!.to - w.weeks[9]!.from).toBe(7 * 86_400_000 + 3_600_000);
  });

  it('goes back three months to the same day, or the month end', () => {
    expect(day(dashboardWindows(londonInstant(2026, 5, 31, 9)).past.from)).toBe('2026-02-28');
  });
});

const date = (id: string, type: string, guests: number, left: number, extra = {}) => ({
  id,
  workshop_type: type,
  date_of_workshop: londonInstant(2026, 12, 5, 10),
  time: '10am',
  guests,
  guest_slots_remaining: left,
  is_available: left > 0,
  ...extra,
});

describe('upcomingBars and fillByType', () => {
  const names = new Map([
    ['knit', 'Knitting'],
    ['hook', 'Crochet'],
  ]);

  it('labels each date and counts places taken and held', () => {
    expect(
      upcomingBars([date('d1', 'knit', 8, 3, { places_taken: 4, places_held: 1 })], names),
    ).toEqual([
      {
        id: 'd1',
        workshop_name: 'Knitting',
        label: 'Sat 5 Dec, 10am',
        places: 8,
        taken: 4,
        held: 1,
      },
    ]);
  });

  it('adds up places by type, fullest first, never over the capacity', () => {
    const fills = fillByType(
      [
        date('a', 'knit', 8, 4),
        date('b', 'knit', 8, 0, { places_taken: 10 }),
        date('c', 'hook', 10, 1),
      ],
      names,
    );
    expect(fills.map((f) => [f.workshop_name, f.dates, f.taken, f.places])).toEqual([
      ['Crochet', 1, 9, 10],
      ['Knitting', 2, 12, 16],
    ]);
    expect(fills[1]!.rate).toBe(0.75);
  });
});

describe('rate, percent and pounds', () => {
  it('has no rate without a whole, and rounds a sum of pounds to the penny', () => {
    expect(rate(1, 0)).toBeNull();
    expect(percent(null)).toBe('no data');
    expect(percent(1 / 3)).toBe('33%');
    expect(pounds(0.1 + 0.2)).toBe(0.3);
  });
});

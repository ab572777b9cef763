import { describe, expect, it } from 'vitest';
import { calendarQuerySchema, CALENDAR_MESSAGES, londonMonthRange } from './calendar-range.js';

describe('londonMonthRange', () => {
  it('spans a winter month from London midnight (UTC) to the next month', () => {
    expect(londonMonthRange(2026, 1)).toEqual({
      start: Date.UTC(2026, 0, 1, 0),
      end: Date.UTC(2026, 1, 1, 0),
    });
  });

  it('starts a summer month at London midnight, an hour before UTC midnight', () => {
    expect(londonMonthRange(2026, 6)).toEqual({
      start: Date.UTC(2026, 4, 31, 23),
      end: Date.UTC(2026, 5, 30, 23),
    });
  });

  it('ends October at midnight GMT after the clocks go back', () => {
    expect(londonMonthRange(2026, 10)).toEqual({
      start: Date.UTC(2026, 8, 30, 23),
      end: Date.UTC(2026, 10, 1, 0),
    });
  });

  it('makes March one hour shorter when the clocks go forward', () => {
    const { start, end } = londonMonthRange(2026, 3);
    expect(end - start).toBe((31 * 24 - 1) * 3_600_000);
  });

  it('runs December into January of the next year', () => {
    expect(londonMonthRange(2026, 12).end).toBe(Date.UTC(2027, 0, 1, 0));
  });
});

describe('calendarQuerySchema', () => {
  const parse = (query: Record<string, unknown>) => calendarQuerySchema.safeParse(query);

  it('reads month and year from query text as numbers', () => {
    expect(parse({ month: '3', year: '2026' })).toMatchObject({
      success: true,
      data: { month: 3, year: 2026 },
    });
    expect(parse({ month: '03', year: '2026' }).data).toEqual({ month: 3, year: 2026 });
  });

  it.each(['0', '13', 'abc', '1.5', '-1', '', ' 3'])('refuses month %j', (month) => {
    const result = parse({ month, year: '2026' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CALENDAR_MESSAGES.month);
  });

  it.each(['26', '20266', '1999', '2101', 'abcd', '2026.0'])('refuses year %j', (year) => {
    const result = parse({ month: '3', year });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CALENDAR_MESSAGES.year);
  });

  it('refuses a missing or repeated parameter', () => {
    expect(parse({ year: '2026' }).success).toBe(false);
    expect(parse({ month: '3' }).success).toBe(false);
    expect(parse({ month: ['3', '4'], year: '2026' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { comingMonths, currentMonthName, fileDate, yearOptions } from './admin-dates';

describe('yearOptions', () => {
  it('offers the current and the next year in London', () => {
    expect(yearOptions(Date.UTC(2026, 5, 1))).toEqual(['2026', '2027']);
  });

  it('already counts New Year in London when it is still the old year elsewhere', () => {
    // 00:30 on 1 January in London is 00:30 UTC (GMT), so both agree; a minute before is 2026.
    expect(yearOptions(Date.UTC(2026, 11, 31, 23, 59))).toEqual(['2026', '2027']);
    expect(yearOptions(Date.UTC(2027, 0, 1, 0, 1))).toEqual(['2027', '2028']);
  });
});

describe('currentMonthName', () => {
  it('names the London month, which in summer starts an hour before UTC', () => {
    expect(currentMonthName(Date.UTC(2026, 6, 31, 23, 30))).toBe('August');
  });
});

describe('comingMonths', () => {
  it('runs from this month on and rolls into the next year', () => {
    expect(comingMonths(3, Date.UTC(2026, 10, 22))).toEqual([
      { month: 'November', year: '2026' },
      { month: 'December', year: '2026' },
      { month: 'January', year: '2027' },
    ]);
  });
});

describe('fileDate', () => {
  it('names the London day, which in summer starts an hour before UTC', () => {
    expect(fileDate(Date.UTC(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(fileDate(Date.UTC(2026, 6, 5, 23, 30))).toBe('2026-07-06');
  });
});

import { describe, expect, it } from 'vitest';
import { monthsFrom } from './monthly.service.js';

describe('monthsFrom', () => {
  it('starts at the London month and runs across the new year', () => {
    expect(monthsFrom(Date.UTC(2026, 10, 15), 3)).toEqual([
      { year: '2026', month: 'November' },
      { year: '2026', month: 'December' },
      { year: '2027', month: 'January' },
    ]);
  });

  it('uses London, not UTC, at the turn of a month in summer', () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in London.
    expect(monthsFrom(Date.UTC(2026, 6, 31, 23, 30), 1)).toEqual([
      { year: '2026', month: 'August' },
    ]);
  });
});

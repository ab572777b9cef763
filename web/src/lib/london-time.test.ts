import { describe, expect, it } from 'vitest';
import { londonDateTime, londonDeadline } from './london-time';

// The tests run in UTC: the London hour differs from it in summer.
describe('london times', () => {
  it('word a winter deadline as the offer email does', () => {
    expect(londonDeadline(Date.UTC(2026, 2, 14, 10, 30))).toBe(
      'Saturday 14th March 2026 at 10:30 (UK time)',
    );
  });

  it('give the London hour in summer, an hour ahead of UTC', () => {
    expect(londonDeadline(Date.UTC(2026, 6, 1, 23, 15))).toBe(
      'Thursday 2nd July 2026 at 00:15 (UK time)',
    );
    expect(londonDateTime(Date.UTC(2026, 6, 14, 9, 5))).toBe('Tue 14 Jul, 10:05');
  });

  it('say nothing for a missing instant', () => {
    expect(londonDeadline(undefined)).toBe('');
    expect(londonDateTime(Number.NaN)).toBe('');
  });
});

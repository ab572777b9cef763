import { describe, expect, it } from 'vitest';
import {
  londonDayTime,
  londonNumericDateTime,
  londonShortDateTime,
  londonSortableDateTime,
  londonTimestamp,
} from './staff-times';

// The unit tests run in UTC: London is the same in winter (GMT) and an hour ahead in summer (BST).
const winter = Date.UTC(2026, 0, 15, 9, 30, 5);
const summer = Date.UTC(2026, 6, 15, 9, 30, 5);

describe('staff times', () => {
  it('give staff lists the London day and hour', () => {
    expect(londonDayTime(Date.UTC(2026, 6, 14, 9, 5))).toBe('Tue 14 Jul, 10:05');
    expect(londonDayTime(Date.UTC(2026, 0, 13, 9, 5))).toBe('Tue 13 Jan, 09:05');
  });

  it('time an email in London, without seconds', () => {
    expect(londonShortDateTime(Date.UTC(2026, 10, 22, 9, 30))).toBe('22 Nov 2026, 09:30');
    expect(londonShortDateTime(Date.UTC(2026, 4, 22, 9, 30))).toBe('22 May 2026, 10:30');
  });

  it('time an audit entry to the second', () => {
    expect(londonTimestamp(winter)).toBe('15 Jan 2026, 09:30:05');
    expect(londonTimestamp(summer)).toBe('15 Jul 2026, 10:30:05');
  });

  it('show a booking’s times as a British date and time, with the zone when asked', () => {
    expect(londonNumericDateTime(Date.UTC(2026, 10, 22, 9, 5, 7))).toBe('22/11/2026, 09:05:07');
    expect(londonNumericDateTime(summer)).toBe('15/07/2026, 10:30:05');
    expect(londonNumericDateTime(winter, { zone: true })).toBe('15/01/2026, 09:30:05 GMT');
    expect(londonNumericDateTime(summer, { zone: true })).toBe('15/07/2026, 10:30:05 BST');
  });

  it('write a London date and time a spreadsheet reads and sorts', () => {
    expect(londonSortableDateTime(Date.UTC(2026, 0, 5, 7, 3))).toBe('2026-01-05 07:03');
    expect(londonSortableDateTime(Date.UTC(2026, 6, 5, 23, 3))).toBe('2026-07-06 00:03');
  });

  it('say nothing for a missing instant', () => {
    for (const format of [
      londonDayTime,
      londonNumericDateTime,
      londonShortDateTime,
      londonSortableDateTime,
      londonTimestamp,
    ]) {
      expect(format(undefined)).toBe('');
      expect(format(Number.NaN)).toBe('');
    }
  });
});

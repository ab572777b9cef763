import { afterEach, describe, expect, it } from 'vitest';
import {
  londonDate,
  londonDayTime,
  londonDeadline,
  londonFields,
  londonNumericDateTime,
  londonShortDateTime,
  londonSortableDateTime,
  londonTimestamp,
  londonZone,
  ordinal,
} from './clock.js';

// The unit tests run in UTC: London is the same in winter (GMT) and an hour ahead in summer (BST).
const winter = Date.UTC(2026, 0, 15, 9, 30, 5);
const summer = Date.UTC(2026, 6, 15, 9, 30, 5);

describe('the studio clock', () => {
  it('reads London wall-clock time, an hour ahead of UTC in summer', () => {
    expect(londonFields(winter)).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 9,
      minute: 30,
      second: 5,
      weekday: 'Thursday',
    });
    expect(londonFields(Date.UTC(2026, 5, 30, 23, 30))).toMatchObject({
      month: 7,
      day: 1,
      hour: 0,
    });
  });

  it('names the zone: GMT in winter, BST in summer, changing with the clocks', () => {
    expect(londonZone(winter)).toBe('GMT');
    expect(londonZone(summer)).toBe('BST');
    // The clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October.
    expect(londonZone(Date.UTC(2026, 2, 29, 0, 59))).toBe('GMT');
    expect(londonZone(Date.UTC(2026, 2, 29, 1, 0))).toBe('BST');
    expect(londonZone(Date.UTC(2026, 9, 25, 0, 59))).toBe('BST');
    expect(londonZone(Date.UTC(2026, 9, 25, 1, 0))).toBe('GMT');
  });

  it('words a deadline as the offer email does, in winter and in summer', () => {
    expect(londonDeadline(Date.UTC(2026, 2, 14, 10, 30))).toBe(
      'Saturday 14th March 2026 at 10:30 (UK time)',
    );
    expect(londonDeadline(Date.UTC(2026, 6, 1, 23, 15))).toBe(
      'Thursday 2nd July 2026 at 00:15 (UK time)',
    );
  });

  it('dates a news item by its London day', () => {
    expect(londonDate(Date.UTC(2026, 0, 1, 8))).toBe('1 January 2026');
    expect(londonDate(Date.UTC(2026, 6, 31, 23, 30))).toBe('1 August 2026');
  });

  it('gives staff lists the London day and hour', () => {
    expect(londonDayTime(Date.UTC(2026, 6, 14, 9, 5))).toBe('Tue 14 Jul, 10:05');
    expect(londonDayTime(Date.UTC(2026, 0, 13, 9, 5))).toBe('Tue 13 Jan, 09:05');
  });

  it('times an email in London, without seconds', () => {
    expect(londonShortDateTime(Date.UTC(2026, 10, 22, 9, 30))).toBe('22 Nov 2026, 09:30');
    expect(londonShortDateTime(Date.UTC(2026, 4, 22, 9, 30))).toBe('22 May 2026, 10:30');
  });

  it('times an audit entry to the second', () => {
    expect(londonTimestamp(winter)).toBe('15 Jan 2026, 09:30:05');
    expect(londonTimestamp(summer)).toBe('15 Jul 2026, 10:30:05');
  });

  it('shows a booking’s times as a British date and time, with the zone when asked', () => {
    expect(londonNumericDateTime(Date.UTC(2026, 10, 22, 9, 5, 7))).toBe('22/11/2026, 09:05:07');
    expect(londonNumericDateTime(summer)).toBe('15/07/2026, 10:30:05');
    expect(londonNumericDateTime(winter, { zone: true })).toBe('15/01/2026, 09:30:05 GMT');
    expect(londonNumericDateTime(summer, { zone: true })).toBe('15/07/2026, 10:30:05 BST');
  });

  it('writes a London date and time a spreadsheet reads and sorts', () => {
    expect(londonSortableDateTime(Date.UTC(2026, 0, 5, 7, 3))).toBe('2026-01-05 07:03');
    expect(londonSortableDateTime(Date.UTC(2026, 6, 5, 23, 3))).toBe('2026-07-06 00:03');
  });

  it('says nothing for a missing instant', () => {
    for (const format of [
      londonDate,
      londonDayTime,
      londonDeadline,
      londonNumericDateTime,
      londonShortDateTime,
      londonSortableDateTime,
      londonTimestamp,
    ]) {
      expect(format(undefined)).toBe('');
      expect(format(Number.NaN, { zone: true })).toBe('');
    }
    expect(londonZone(undefined)).toBe('');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});

describe('the studio clock on a host in another zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['Europe/London', 'America/New_York', 'Pacific/Auckland'])(
    'shows the same London times when the host is in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(londonNumericDateTime(summer, { zone: true })).toBe('15/07/2026, 10:30:05 BST');
      expect(londonSortableDateTime(winter)).toBe('2026-01-15 09:30');
      expect(londonDayTime(summer)).toBe('Wed 15 Jul, 10:30');
      expect(londonDate(Date.UTC(2026, 6, 31, 23, 30))).toBe('1 August 2026');
    },
  );
});

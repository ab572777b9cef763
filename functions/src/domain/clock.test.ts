import { afterEach, describe, expect, it } from 'vitest';
import { londonDate, londonDeadline, londonFields, londonFormat, ordinal } from './clock.js';

// The unit tests run in UTC: London is the same in winter (GMT) and an hour ahead in summer (BST).
const winter = Date.UTC(2026, 0, 15, 9, 30, 5);
const summer = Date.UTC(2026, 6, 15, 9, 30, 5);
/** "29 Mar, 00:59 GMT": a format made with the clock's one Intl constructor. */
const zoned = (ms: number) =>
  londonFormat({
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(ms);

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

  it('names the zone when asked: GMT in winter, BST in summer, changing with the clocks', () => {
    const time = (ms: number) =>
      londonFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
    expect(time(winter)).toBe('09:30');
    expect(time(summer)).toBe('10:30');
    // The clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October.
    expect(zoned(Date.UTC(2026, 2, 29, 0, 59))).toBe('29 Mar, 00:59 GMT');
    expect(zoned(Date.UTC(2026, 2, 29, 1, 0))).toBe('29 Mar, 02:00 BST');
    expect(zoned(Date.UTC(2026, 9, 25, 0, 59))).toBe('25 Oct, 01:59 BST');
    expect(zoned(Date.UTC(2026, 9, 25, 1, 0))).toBe('25 Oct, 01:00 GMT');
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

  it('says nothing for a missing instant', () => {
    for (const format of [londonDate, londonDeadline]) {
      expect(format(undefined)).toBe('');
      expect(format(Number.NaN)).toBe('');
    }
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
      expect(zoned(summer)).toBe('15 Jul, 10:30 BST');
      expect(londonFields(winter)).toMatchObject({ day: 15, hour: 9, minute: 30 });
      expect(londonDeadline(summer)).toBe('Wednesday 15th July 2026 at 10:30 (UK time)');
      expect(londonDate(Date.UTC(2026, 6, 31, 23, 30))).toBe('1 August 2026');
    },
  );
});

import { afterEach, describe, it, expect } from 'vitest';
import {
  MONTHS,
  daysInMonth,
  expandYear,
  isValidDate,
  londonInstant,
  londonIsoDate,
  londonParts,
  monthName,
  monthNumber,
  newsDate,
  ordinal,
  padDay,
  startOfLondonDay,
  weekdayName,
} from './dates.js';

const at = (iso: string) => Date.parse(iso);

describe('months', () => {
  it('lists the twelve month names in order', () => {
    expect(MONTHS).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('maps a full month name, in any case, to its two-digit number', () => {
    expect(monthNumber('January')).toBe('01');
    expect(monthNumber('march')).toBe('03');
    expect(monthNumber(' DECEMBER ')).toBe('12');
  });

  it('does not guess at abbreviations or unknown names', () => {
    expect(monthNumber('Mar')).toBe('');
    expect(monthNumber('Smarch')).toBe('');
    expect(monthNumber('')).toBe('');
  });

  it('maps a month number, as a number or text, to its name', () => {
    expect(monthName(3)).toBe('March');
    expect(monthName('03')).toBe('March');
    expect(monthName('12')).toBe('December');
  });

  it('has no name for a month outside 1 to 12', () => {
    expect(monthName(0)).toBe('');
    expect(monthName(13)).toBe('');
    expect(monthName(2.5)).toBe('');
    expect(monthName('March')).toBe('');
  });

  it('round-trips every month between name and number', () => {
    MONTHS.forEach((name, i) => {
      expect(monthName(monthNumber(name))).toBe(name);
      expect(monthNumber(monthName(i + 1))).toBe(String(i + 1).padStart(2, '0'));
    });
  });
});

describe('padDay', () => {
  it.each([
    ['1st', '01'],
    ['2nd', '02'],
    ['3rd', '03'],
    ['4th', '04'],
    ['22nd', '22'],
    ['31st', '31'],
    ['9', '09'],
    ['09', '09'],
    ['21ST', '21'],
    [' 5th ', '05'],
  ])('reads %j as %j', (text, day) => {
    expect(padDay(text)).toBe(day);
  });

  it('does not check that the suffix suits the number', () => {
    expect(padDay('22th')).toBe('22');
  });

  it.each(['', '0', '0th', '32nd', '100', 'first', '1 st', '1s', '-1', '1.5'])(
    'rejects %j',
    (text) => {
      expect(padDay(text)).toBe('');
    },
  );
});

describe('expandYear', () => {
  it('puts 20 in front of a two-digit year', () => {
    expect(expandYear('25')).toBe('2025');
    expect(expandYear(26)).toBe('2026');
    expect(expandYear('05')).toBe('2005');
  });

  it('keeps a four-digit year', () => {
    expect(expandYear('2026')).toBe('2026');
    expect(expandYear(2027)).toBe('2027');
  });

  it.each(['', '5', '202', '20256', 'twenty'])('rejects %j', (text) => {
    expect(expandYear(text)).toBe('');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [0, '0th'],
  ])('writes %d as %j', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe('calendar dates', () => {
  it('knows the length of each month, including leap years', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });

  it('accepts real dates and rejects impossible ones', () => {
    expect(isValidDate(2026, 2, 28)).toBe(true);
    expect(isValidDate(2028, 2, 29)).toBe(true);
    expect(isValidDate(2026, 2, 29)).toBe(false);
    expect(isValidDate(2026, 2, 31)).toBe(false);
    expect(isValidDate(2026, 4, 31)).toBe(false);
    expect(isValidDate(2026, 13, 1)).toBe(false);
    expect(isValidDate(2026, 1, 0)).toBe(false);
    expect(isValidDate(2026, 1, 1.5)).toBe(false);
  });

  it('names the weekday in en-GB long form', () => {
    expect(weekdayName(2026, 3, 14)).toBe('Saturday');
    expect(weekdayName(2026, 1, 1)).toBe('Thursday');
    expect(weekdayName(2025, 12, 29)).toBe('Monday');
  });

  it('has no weekday for an impossible date', () => {
    expect(weekdayName(2026, 2, 30)).toBe('');
  });
});

describe('londonInstant', () => {
  it('is UTC in winter', () => {
    expect(londonInstant(2026, 1, 10, 15)).toBe(at('2026-01-10T15:00:00Z'));
  });

  it('is an hour ahead of UTC in summer', () => {
    expect(londonInstant(2026, 7, 11, 15)).toBe(at('2026-07-11T14:00:00Z'));
    expect(londonInstant(2026, 7, 11, 10, 30)).toBe(at('2026-07-11T09:30:00Z'));
  });

  it('follows the clocks going forward on 29 March 2026', () => {
    expect(londonInstant(2026, 3, 29, 0, 30)).toBe(at('2026-03-29T00:30:00Z'));
    expect(londonInstant(2026, 3, 29, 3)).toBe(at('2026-03-29T02:00:00Z'));
    expect(londonInstant(2026, 3, 29, 15)).toBe(at('2026-03-29T14:00:00Z'));
  });

  it('moves a time the clocks skip forward by the hour skipped', () => {
    expect(londonInstant(2026, 3, 29, 1, 30)).toBe(at('2026-03-29T01:30:00Z'));
  });

  it('follows the clocks going back on 25 October 2026', () => {
    expect(londonInstant(2026, 10, 25, 0, 30)).toBe(at('2026-10-24T23:30:00Z'));
    expect(londonInstant(2026, 10, 25, 2)).toBe(at('2026-10-25T02:00:00Z'));
    expect(londonInstant(2026, 10, 25, 15)).toBe(at('2026-10-25T15:00:00Z'));
  });

  it('takes the first of the two times the clocks repeat', () => {
    expect(londonInstant(2026, 10, 25, 1, 30)).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('is not a number for an impossible date or time', () => {
    expect(londonInstant(2026, 2, 31, 15)).toBeNaN();
    expect(londonInstant(2026, 1, 10, 24)).toBeNaN();
    expect(londonInstant(2026, 1, 10, 15, 60)).toBeNaN();
  });
});

describe('londonParts', () => {
  it('reads an instant as London wall-clock time in summer', () => {
    expect(londonParts(at('2026-07-11T14:00:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 11,
      hour: 15,
      minute: 0,
      weekday: 'Saturday',
    });
  });

  it('reads an instant as London wall-clock time in winter', () => {
    expect(londonParts(at('2026-12-31T23:59:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      weekday: 'Thursday',
    });
  });

  it('puts a late summer evening in UTC on the next London day', () => {
    expect(londonParts(at('2026-06-30T23:30:00Z'))).toMatchObject({
      month: 7,
      day: 1,
      hour: 0,
      minute: 30,
    });
  });

  it('round-trips with londonInstant', () => {
    const ms = londonInstant(2026, 8, 15, 9, 45);
    expect(londonParts(ms)).toMatchObject({ year: 2026, month: 8, day: 15, hour: 9, minute: 45 });
  });
});

describe('londonIsoDate', () => {
  it('is the London calendar day, not the UTC one, as YYYY-MM-DD', () => {
    // 23:30 UTC on 14 July is 00:30 on 15 July in London (BST)
    expect(londonIsoDate(Date.UTC(2025, 6, 14, 23, 30))).toBe('2025-07-15');
    // in winter London is on UTC
    expect(londonIsoDate(Date.UTC(2025, 11, 31, 23, 30))).toBe('2025-12-31');
    expect(londonIsoDate(Date.UTC(2026, 0, 5, 9))).toBe('2026-01-05');
  });
});

describe('startOfLondonDay', () => {
  it('is London midnight in summer', () => {
    expect(startOfLondonDay(at('2026-07-11T14:00:00Z'))).toBe(at('2026-07-10T23:00:00Z'));
    expect(startOfLondonDay(at('2026-07-10T23:30:00Z'))).toBe(at('2026-07-10T23:00:00Z'));
  });

  it('is UTC midnight in winter', () => {
    expect(startOfLondonDay(at('2026-01-10T15:00:00Z'))).toBe(at('2026-01-10T00:00:00Z'));
  });

  it('is not a number for an invalid instant', () => {
    expect(startOfLondonDay(Number.NaN)).toBeNaN();
  });
});

describe('newsDate', () => {
  it('reads an ordinal day and month name as 08:00 UTC on that day', () => {
    expect(newsDate({ day: '3rd', month: 'March', year: 2026 })).toBe(at('2026-03-03T08:00:00Z'));
    expect(newsDate({ day: '21st', month: 'july', year: 2026 })).toBe(at('2026-07-21T08:00:00Z'));
    expect(newsDate({ day: '9', month: 'December', year: 2025 })).toBe(at('2025-12-09T08:00:00Z'));
  });

  it('is not a number for an unknown month or impossible day', () => {
    expect(newsDate({ day: '3rd', month: 'Smarch', year: 2026 })).toBeNaN();
    expect(newsDate({ day: '30th', month: 'February', year: 2026 })).toBeNaN();
    expect(newsDate({ day: 'soon', month: 'March', year: 2026 })).toBeNaN();
  });
});

describe('host time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['Europe/London', 'America/New_York', 'Pacific/Auckland'])(
    'does not change any answer when the host is in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(londonInstant(2026, 7, 11, 15)).toBe(at('2026-07-11T14:00:00Z'));
      expect(londonInstant(2026, 10, 25, 1, 30)).toBe(at('2026-10-25T00:30:00Z'));
      expect(startOfLondonDay(at('2026-07-10T23:30:00Z'))).toBe(at('2026-07-10T23:00:00Z'));
      expect(weekdayName(2026, 3, 14)).toBe('Saturday');
      expect(newsDate({ day: '3rd', month: 'March', year: 2026 })).toBe(at('2026-03-03T08:00:00Z'));
      expect(londonParts(at('2026-06-30T23:30:00Z')).day).toBe(1);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { londonParts } from './dates.js';
import {
  isoOf,
  nthWeekdayOf,
  repeatLabel,
  scheduleSeriesSchema,
  SERIES_MESSAGES,
  seriesDates,
  seriesWorkshop,
} from './series.js';

const isos = (plan: ReturnType<typeof seriesDates>) => plan.dates.map(isoOf);

describe('seriesDates', () => {
  it('repeats weekly for the number of dates asked, across a month end and a year end', () => {
    const plan = seriesDates({ firstDate: '2026-12-22', repeat: 'weekly', count: 4 });
    expect(isos(plan)).toEqual(['2026-12-22', '2026-12-29', '2027-01-05', '2027-01-12']);
    expect(plan.skipped).toEqual([]);
  });

  it('repeats fortnightly up to and including the last date, across a leap day', () => {
    const plan = seriesDates({
      firstDate: '2028-02-15',
      repeat: 'fortnightly',
      until: '2028-03-28',
    });
    expect(isos(plan)).toEqual(['2028-02-15', '2028-02-29', '2028-03-14', '2028-03-28']);
  });

  it('repeats monthly on the same weekday of the month (the second Tuesday)', () => {
    // 12th January 2027 is the second Tuesday of January.
    const plan = seriesDates({ firstDate: '2027-01-12', repeat: 'monthly', count: 4 });
    expect(isos(plan)).toEqual(['2027-01-12', '2027-02-09', '2027-03-09', '2027-04-13']);
    expect(repeatLabel('2027-01-12', 'monthly')).toBe('every second Tuesday of the month');
  });

  it('skips the months without a fifth Monday and names them, still making as many dates as asked', () => {
    // 29th March 2027 is a fifth Monday; April, May and June 2027 have none, August does.
    const plan = seriesDates({ firstDate: '2027-03-29', repeat: 'monthly', count: 3 });
    expect(isos(plan)).toEqual(['2027-03-29', '2027-05-31', '2027-08-30']);
    expect(plan.skipped).toEqual(['April 2027', 'June 2027', 'July 2027']);
  });

  it('names a skipped month only when it falls before the last date', () => {
    const plan = seriesDates({ firstDate: '2027-03-29', repeat: 'monthly', until: '2027-04-30' });
    expect(isos(plan)).toEqual(['2027-03-29']);
    expect(plan.skipped).toEqual(['April 2027']);
    const short = seriesDates({ firstDate: '2027-03-29', repeat: 'monthly', until: '2027-03-31' });
    expect(short.skipped).toEqual([]);
  });

  it('takes the last weekday at a month end (the fourth Friday of February is its last)', () => {
    expect(nthWeekdayOf(2027, 2, 5, 4)).toBe(26);
    expect(nthWeekdayOf(2027, 2, 5, 5)).toBeNull();
    expect(nthWeekdayOf(2027, 1, 5, 5)).toBe(29);
  });

  it('stops at 52 dates however far the last date is', () => {
    const plan = seriesDates({ firstDate: '2027-01-04', repeat: 'weekly', until: '2030-01-01' });
    expect(plan.dates).toHaveLength(52);
  });
});

describe('seriesWorkshop', () => {
  it('keeps the time of day in London across the clocks going forward and back', () => {
    const input = { workshop_type: 'wt', time: '3pm', guests: 6 };
    const plan = seriesDates({ firstDate: '2027-03-23', repeat: 'weekly', count: 2 });
    const [before, after] = plan.dates.map((d, i) => seriesWorkshop(input, d, `id-00${i}`));
    // 28th March 2027 the clocks go forward: 3pm is 15:00 UTC before and 14:00 UTC after.
    expect(new Date(before!.date_of_workshop).toISOString()).toBe('2027-03-23T15:00:00.000Z');
    expect(new Date(after!.date_of_workshop).toISOString()).toBe('2027-03-30T14:00:00.000Z');
    const autumn = seriesDates({ firstDate: '2027-10-26', repeat: 'weekly', count: 2 });
    for (const d of autumn.dates) {
      expect(londonParts(seriesWorkshop(input, d, 'id-0000').date_of_workshop).hour).toBe(15);
    }
    expect(after).toMatchObject({ day: 'Tuesday', date: '30', month: 'March', year: '2027' });
  });
});

describe('scheduleSeriesSchema', () => {
  const valid = {
    workshop_type: 'wt',
    firstDate: '2027-01-12',
    time: '3pm',
    repeat: 'weekly',
    count: 4,
    guests: 6,
  };

  it('asks for how many dates or a last date', () => {
    const result = scheduleSeriesSchema.safeParse({ ...valid, count: undefined });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['count'],
      message: SERIES_MESSAGES.countOrUntil,
    });
    expect(
      scheduleSeriesSchema.safeParse({ ...valid, count: undefined, until: '2027-02-01' }).success,
    ).toBe(true);
  });

  it('refuses a last date before the first, an unknown repeat and a date that does not exist', () => {
    const issues = (body: object) =>
      scheduleSeriesSchema.safeParse({ ...valid, ...body }).error?.issues.map((i) => i.message);
    expect(issues({ until: '2027-01-01' })).toEqual([SERIES_MESSAGES.until]);
    expect(issues({ repeat: 'daily' })).toEqual([SERIES_MESSAGES.repeat]);
    expect(issues({ firstDate: '2027-02-30' })).toEqual([SERIES_MESSAGES.firstDate]);
    expect(issues({ count: 1 })).toEqual([SERIES_MESSAGES.count]);
  });
});

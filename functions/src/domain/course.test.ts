import { describe, it, expect } from 'vitest';
import { courseSessions, lastSessionStart } from './course.js';

const at = (iso: string) => Date.parse(iso);

describe('courseSessions', () => {
  it('puts each later session 7 days after the previous one', () => {
    expect(courseSessions(at('2026-01-10T15:00:00Z'), 3)).toEqual([
      { ms: at('2026-01-10T15:00:00Z'), label: 'Saturday 10th January' },
      { ms: at('2026-01-17T15:00:00Z'), label: 'Saturday 17th January' },
      { ms: at('2026-01-24T15:00:00Z'), label: 'Saturday 24th January' },
    ]);
  });

  it('keeps the London start time when the clocks go forward', () => {
    expect(courseSessions(at('2026-03-14T15:00:00Z'), 4)).toEqual([
      { ms: at('2026-03-14T15:00:00Z'), label: 'Saturday 14th March' },
      { ms: at('2026-03-21T15:00:00Z'), label: 'Saturday 21st March' },
      { ms: at('2026-03-28T15:00:00Z'), label: 'Saturday 28th March' },
      { ms: at('2026-04-04T14:00:00Z'), label: 'Saturday 4th April' },
    ]);
  });

  it('keeps the London start time when the clocks go back', () => {
    expect(courseSessions(at('2026-10-18T09:00:00Z'), 2)).toEqual([
      { ms: at('2026-10-18T09:00:00Z'), label: 'Sunday 18th October' },
      { ms: at('2026-10-25T10:00:00Z'), label: 'Sunday 25th October' },
    ]);
  });

  it('crosses month and year ends, keeping the minutes', () => {
    expect(courseSessions(at('2026-12-23T18:30:00Z'), 3)).toEqual([
      { ms: at('2026-12-23T18:30:00Z'), label: 'Wednesday 23rd December' },
      { ms: at('2026-12-30T18:30:00Z'), label: 'Wednesday 30th December' },
      { ms: at('2027-01-06T18:30:00Z'), label: 'Wednesday 6th January' },
    ]);
  });

  it('uses the ordinal suffix of each day', () => {
    expect(courseSessions(at('2026-05-01T10:00:00Z'), 5).map((s) => s.label)).toEqual([
      'Friday 1st May',
      'Friday 8th May',
      'Friday 15th May',
      'Friday 22nd May',
      'Friday 29th May',
    ]);
  });

  it('takes another interval in days when given one', () => {
    expect(courseSessions(at('2026-01-10T15:00:00Z'), 2, 14)).toEqual([
      { ms: at('2026-01-10T15:00:00Z'), label: 'Saturday 10th January' },
      { ms: at('2026-01-24T15:00:00Z'), label: 'Saturday 24th January' },
    ]);
  });

  it('is just the first session for a count of 1', () => {
    expect(courseSessions(at('2026-01-10T15:00:00Z'), 1)).toEqual([
      { ms: at('2026-01-10T15:00:00Z'), label: 'Saturday 10th January' },
    ]);
  });

  it('is empty for no sessions or an invalid start', () => {
    expect(courseSessions(at('2026-01-10T15:00:00Z'), 0)).toEqual([]);
    expect(courseSessions(at('2026-01-10T15:00:00Z'), Number.NaN)).toEqual([]);
    expect(courseSessions(Number.NaN, 3)).toEqual([]);
    expect(courseSessions(at('2026-01-10T15:00:00Z'), 3, 0)).toEqual([]);
  });

  it('lists at most 100 sessions', () => {
    expect(courseSessions(at('2026-01-10T15:00:00Z'), 1_000_000)).toHaveLength(100);
  });
});

describe('lastSessionStart', () => {
  it('is the workshop itself, or the last session of a course in London time', () => {
    const start = Date.UTC(2026, 2, 21, 10);
    expect(lastSessionStart({ date_of_workshop: start })).toBe(start);
    expect(lastSessionStart({ date_of_workshop: start, isCourse: true, courseDates: 1 })).toBe(
      start,
    );
    // Three weekly sessions across the clock change (29 March 2026): 10am BST is 09:00 UTC.
    expect(
      lastSessionStart({
        date_of_workshop: start,
        isCourse: true,
        courseDates: 3,
        courseInterval: 7,
      }),
    ).toBe(Date.UTC(2026, 3, 4, 9));
  });
});

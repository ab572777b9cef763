import { describe, expect, it } from 'vitest';
import { durationMinutes, sessionSpans } from './session-times.js';

const at = (iso: string) => Date.parse(iso);

describe('durationMinutes', () => {
  it.each([
    ['2hrs', 120],
    ['1hr', 60],
    ['1 hour', 60],
    ['1.5 hours', 90],
    ['2.5 hours', 150],
    ['90 mins', 90],
    ['2-3 hours', 180],
    ['1hr 30mins', 90],
    ['2hrs a week for 4 weeks', 120],
    ['', 120],
    ['all day', 120],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });
});

describe('sessionSpans', () => {
  it('is one span of the duration for a workshop', () => {
    const start = at('2026-03-14T10:00:00Z');
    expect(
      sessionSpans({
        date_of_workshop: start,
        duration: '2.5 hours',
        isCourse: false,
        courseDates: 1,
        courseInterval: 7,
      }),
    ).toEqual([{ start, end: start + 150 * 60_000 }]);
  });

  it('is every session of a course, keeping the London hour across the clock change', () => {
    expect(
      sessionSpans({
        date_of_workshop: at('2026-03-22T10:00:00Z'),
        duration: '2hrs',
        isCourse: true,
        courseDates: 2,
        courseInterval: 0,
      }),
    ).toEqual([
      { start: at('2026-03-22T10:00:00Z'), end: at('2026-03-22T12:00:00Z') },
      { start: at('2026-03-29T09:00:00Z'), end: at('2026-03-29T11:00:00Z') },
    ]);
  });
});

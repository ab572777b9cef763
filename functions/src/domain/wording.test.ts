import { describe, expect, it } from 'vitest';
import {
  londonDeadline,
  places,
  spacesLeft,
  spacesLeftOrFull,
  whenLabel,
  workshopDateLabel,
} from './wording.js';

const date = { day: 'Saturday', date: '01', month: 'March', year: '2026', time: '10am' };

describe('wording', () => {
  it('says place for one and places for more', () => {
    expect(places(1)).toBe('1 place');
    expect(places(3)).toBe('3 places');
  });

  it('counts what is left on a date as spaces, and says when none are', () => {
    expect(spacesLeft(1)).toBe('1 space left');
    expect(spacesLeft(3)).toBe('3 spaces left');
    expect(spacesLeftOrFull(2)).toBe('2 spaces left');
    expect(spacesLeftOrFull(0)).toBe('Fully booked');
    expect(spacesLeftOrFull(-1)).toBe('Fully booked');
  });

  it('labels a date with its weekday, ordinal day, month and year', () => {
    expect(workshopDateLabel(date)).toBe('Saturday 1st March 2026');
    expect(workshopDateLabel({ ...date, date: '22' })).toBe('Saturday 22nd March 2026');
    expect(workshopDateLabel({ ...date, year: '' })).toBe('Saturday 1st March');
  });

  it('adds the time after the date', () => {
    expect(whenLabel(date)).toBe('Saturday 1st March 2026, 10am');
  });

  it('keeps a date that is not a number as it is', () => {
    expect(workshopDateLabel({ ...date, date: 'tbc' })).toBe('Saturday tbc March 2026');
  });
});

describe('londonDeadline', () => {
  it('names the London day and time, in summer and in winter', () => {
    expect(londonDeadline(Date.UTC(2026, 5, 20, 9, 5))).toBe(
      'Saturday 20th June 2026 at 10:05 (UK time)',
    );
    expect(londonDeadline(Date.UTC(2026, 11, 1, 17, 30))).toBe(
      'Tuesday 1st December 2026 at 17:30 (UK time)',
    );
    expect(londonDeadline(Number.NaN)).toBe('');
  });
});

import { describe, it, expect } from 'vitest';
import { formatTime, parseScheduleTime } from './time.js';

describe('parseScheduleTime', () => {
  it('keeps 12pm as 12', () => {
    expect(parseScheduleTime('12pm')).toBe('12');
  });

  it('turns 12am into 00', () => {
    expect(parseScheduleTime('12am')).toBe('00');
  });

  it('adds 12 to other pm hours', () => {
    expect(parseScheduleTime('3pm')).toBe('15');
    expect(parseScheduleTime('1pm')).toBe('13');
    expect(parseScheduleTime('11pm')).toBe('23');
  });

  it('zero-pads am hours', () => {
    expect(parseScheduleTime('9am')).toBe('09');
    expect(parseScheduleTime('01am')).toBe('01');
    expect(parseScheduleTime('11am')).toBe('11');
  });

  it('ignores case and surrounding spaces', () => {
    expect(parseScheduleTime('11AM')).toBe('11');
    expect(parseScheduleTime(' 3Pm ')).toBe('15');
  });

  it.each(['10 pm', '3:30pm', '13pm', '0am', '00pm', '123pm', 'pm', '3', '15', '', 'noon'])(
    'turns %j into an empty string',
    (text) => {
      expect(parseScheduleTime(text)).toBe('');
    },
  );
});

describe('formatTime', () => {
  it('writes the hour without padding and am or pm in lower case', () => {
    expect(formatTime('3PM')).toBe('3pm');
    expect(formatTime(' 09am ')).toBe('9am');
    expect(formatTime('12Am')).toBe('12am');
  });

  it('is empty for a time parseScheduleTime rejects', () => {
    expect(formatTime('3:30pm')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { bookingIcs, durationMinutes, googleCalendarUrl, icsTimestamp } from './add-to-calendar';

const place = { name: 'The Yarn Loft', address: ['12 Mill Lane', 'Hebden Bridge'] };
// 3pm on Saturday 14 March 2026 in London (GMT) is 15:00 UTC.
const start = Date.UTC(2026, 2, 14, 15);
const booking = {
  id: 'b-123456',
  workshop_name: 'Granny Square; the basics, part 1',
  date_of_workshop: start,
  duration: '2hrs',
  guests: 2,
  isCourse: false,
  courseDates: 1,
  courseInterval: 7,
};

describe('durationMinutes', () => {
  it('reads the durations the studio writes', () => {
    expect(durationMinutes('2hrs')).toBe(120);
    expect(durationMinutes('1hr')).toBe(60);
    expect(durationMinutes('2.5 hours')).toBe(150);
    expect(durationMinutes('1hr 30mins')).toBe(90);
    expect(durationMinutes('90 mins')).toBe(90);
    expect(durationMinutes('2hrs a week for 4 weeks')).toBe(120);
  });

  it('falls back to two hours when it cannot read the duration', () => {
    expect(durationMinutes('an afternoon')).toBe(120);
    expect(durationMinutes('')).toBe(120);
  });
});

describe('bookingIcs', () => {
  const ics = bookingIcs(booking, place, Date.UTC(2026, 0, 2, 9, 30));
  const lines = ics.split('\r\n');

  it('is one event from the start for the duration, in UTC', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20260314T150000Z');
    expect(lines).toContain('DTEND:20260314T170000Z');
    expect(lines).toContain('DTSTAMP:20260102T093000Z');
    expect(lines).toContain('UID:b-123456@yarnloft');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toContain('RRULE');
  });

  it('escapes commas and semicolons in text', () => {
    expect(lines).toContain('SUMMARY:Granny Square\\; the basics\\, part 1');
    expect(lines).toContain('LOCATION:12 Mill Lane\\, Hebden Bridge');
  });

  it('folds long lines at 75 characters', () => {
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
  });

  it('repeats a course for each of its sessions', () => {
    const course = bookingIcs(
      { ...booking, isCourse: true, courseDates: 4, courseInterval: 7 },
      place,
      0,
    );
    expect(course).toContain('RRULE:FREQ=DAILY;INTERVAL=7;COUNT=4');
  });
});

describe('googleCalendarUrl', () => {
  it('links to a prefilled Google Calendar event', () => {
    const url = new URL(googleCalendarUrl(booking, place));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(booking.workshop_name);
    expect(url.searchParams.get('dates')).toBe('20260314T150000Z/20260314T170000Z');
  });
});

it('writes timestamps in the basic UTC form', () => {
  expect(icsTimestamp(Date.UTC(2026, 6, 4, 9, 5, 7))).toBe('20260704T090507Z');
});

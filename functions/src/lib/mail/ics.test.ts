import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/model.js';
import { bookingCalendar, durationMinutes, foldLine, icsText, icsUtc } from './ics.js';

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'b-123456',
  scheduled_workshop_id: 'd-1',
  date: '14',
  month: 'March',
  year: '2026',
  time: '10am',
  day: 'Saturday',
  guests: 2,
  name: 'Ada',
  email: 'ada@example.com',
  level: 'Novice',
  skills: '',
  workshop_type: 'beginners-crochet',
  workshop_name: 'Beginners Crochet',
  duration: '2hrs',
  total_price: 70,
  date_of_workshop: Date.UTC(2026, 2, 14, 10),
  payed: false,
  isCourse: false,
  courseDates: 1,
  courseInterval: 7,
  newsletterSignup: false,
  source: 'web',
  createdAt: 0,
  ...overrides,
});

describe('durationMinutes', () => {
  it.each([
    ['2hrs', 120],
    ['1hr', 60],
    ['1 hour', 60],
    ['1.5 hours', 90],
    ['90 mins', 90],
    ['2-3 hours', 180],
    ['1hr 30mins', 90],
    ['', 120],
    ['all day', 120],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });
});

describe('ics text', () => {
  it('writes instants as UTC basic format', () => {
    expect(icsUtc(Date.UTC(2026, 2, 14, 10, 5, 9))).toBe('20260314T100509Z');
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets with CRLF and a space, never splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('bookingCalendar', () => {
  it('is one VEVENT in UTC from date_of_workshop for the duration, with CRLF line endings', () => {
    const ics = bookingCalendar(booking(), Date.UTC(2026, 0, 1));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('DTSTART:20260314T100000Z\r\n');
    expect(ics).toContain('DTEND:20260314T120000Z\r\n');
    expect(ics).toContain('DTSTAMP:20260101T000000Z\r\n');
    expect(ics).toContain('UID:b-123456-1@');
    expect(ics).toContain('SUMMARY:Beginners Crochet\r\n');
  });

  it('uses UTC in summer, an hour before the London start', () => {
    const ics = bookingCalendar(
      booking({ date_of_workshop: Date.UTC(2026, 5, 20, 9), duration: '3hrs' }),
      0,
    );
    expect(ics).toContain('DTSTART:20260620T090000Z');
    expect(ics).toContain('DTEND:20260620T120000Z');
  });

  it('escapes the workshop name', () => {
    const ics = bookingCalendar(booking({ workshop_name: 'Knit, Purl; Repeat' }), 0);
    expect(ics).toContain('SUMMARY:Knit\\, Purl\\; Repeat\r\n');
  });

  it('lists every session of a course a week apart, in London time across the clock change', () => {
    const ics = bookingCalendar(
      booking({
        isCourse: true,
        courseDates: 3,
        courseInterval: 7,
        workshop_name: 'Course',
        date_of_workshop: Date.UTC(2026, 2, 21, 10),
      }),
      0,
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('DTSTART:20260321T100000Z');
    expect(ics).toContain('DTSTART:20260328T100000Z');
    // The clocks go forward on 29 March 2026: 10am in London is then 09:00 UTC.
    expect(ics).toContain('DTSTART:20260404T090000Z');
    expect(ics).toContain('SUMMARY:Course (session 3 of 3)');
  });
});

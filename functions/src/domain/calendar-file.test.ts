import { describe, expect, it } from 'vitest';
import {
  bookingCalendarFile,
  type CalendarBooking,
  calendarUid,
  googleCalendarUrl,
} from './calendar-file.js';

const studio = {
  name: 'The Yarn Loft',
  email: 'hello@yarnloft.example',
  addressLines: ['12 Mill Lane', 'Hebden Bridge'],
};

const booking = (overrides: Partial<CalendarBooking> = {}): CalendarBooking => ({
  id: 'b-123456',
  workshop_name: 'Beginners Crochet',
  date_of_workshop: Date.UTC(2026, 2, 14, 10),
  duration: '2hrs',
  guests: 2,
  isCourse: false,
  courseDates: 1,
  courseInterval: 7,
  ...overrides,
});

const lines = (ics: string) => ics.split('\r\n');

describe('bookingCalendarFile', () => {
  it('names no organizer, location or studio when the studio’s details are empty', () => {
    const bare = { name: '', email: '', addressLines: [] };
    const ics = bookingCalendarFile(booking(), bare, { stamp: 0 });
    expect(ics).not.toContain('ORGANIZER');
    expect(ics).not.toContain('LOCATION');
    expect(ics).toContain('SUMMARY:Beginners Crochet');
    expect(ics).toContain('DESCRIPTION:Beginners Crochet\\, 2 places.');
  });

  it('links each event to the visitor’s own booking page when given it, in its URL and description', () => {
    const manageUrl = 'https://studio.example/manage_booking/tok';
    const ics = bookingCalendarFile(booking(), studio, { stamp: 0, manageUrl });
    const unfolded = ics.replace(/\r\n /g, '');
    expect(lines(unfolded)).toContain(`URL;VALUE=URI:${manageUrl}`);
    expect(unfolded).toContain(`See\\, move or cancel your booking: ${manageUrl}`);
    const without = bookingCalendarFile(booking(), studio, { stamp: 0 });
    expect(without).not.toContain('URL');
    expect(without).not.toContain('cancel your booking');
  });

  it('is one VEVENT in UTC from date_of_workshop for the duration, with CRLF line endings', () => {
    const ics = bookingCalendarFile(booking(), studio, { stamp: Date.UTC(2026, 0, 1) });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'DTSTART:20260314T100000Z',
        'DTEND:20260314T120000Z',
        'DTSTAMP:20260101T000000Z',
        `UID:${calendarUid({ id: 'b-123456' }, 1)}`,
        'SEQUENCE:0',
        'SUMMARY:Beginners Crochet',
        'METHOD:PUBLISH',
      ]),
    );
    expect(ics).not.toContain('RRULE');
  });

  it('uses UTC in summer, an hour before the London start', () => {
    const ics = bookingCalendarFile(
      booking({ date_of_workshop: Date.UTC(2026, 5, 20, 9), duration: '3hrs' }),
      studio,
      { stamp: 0 },
    );
    expect(lines(ics)).toEqual(
      expect.arrayContaining(['DTSTART:20260620T090000Z', 'DTEND:20260620T120000Z']),
    );
  });

  it('escapes commas and semicolons in text', () => {
    const ics = bookingCalendarFile(booking({ workshop_name: 'Knit, Purl; Repeat' }), studio, {
      stamp: 0,
    });
    expect(lines(ics)).toContain('SUMMARY:Knit\\, Purl\\; Repeat');
    expect(lines(ics)).toContain('LOCATION:12 Mill Lane\\, Hebden Bridge');
  });

  it('folds long lines at 75 octets, never splitting a character', () => {
    const ics = bookingCalendarFile(booking({ workshop_name: 'é'.repeat(80) }), studio, {
      stamp: 0,
    });
    const encoder = new TextEncoder();
    for (const line of lines(ics)) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
    expect(lines(ics.replace(/\r\n /g, ''))).toContain(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('lists every session of a course a week apart, in London time across the clock change', () => {
    const ics = bookingCalendarFile(
      booking({
        isCourse: true,
        courseDates: 3,
        workshop_name: 'Course',
        date_of_workshop: Date.UTC(2026, 2, 21, 10),
      }),
      studio,
      { stamp: 0 },
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'DTSTART:20260321T100000Z',
        'DTSTART:20260328T100000Z',
        // The clocks go forward on 29 March 2026: 10am in London is then 09:00 UTC.
        'DTSTART:20260404T090000Z',
        'SUMMARY:Course (session 3 of 3)',
        `UID:${calendarUid({ id: 'b-123456' }, 3)}`,
      ]),
    );
  });

  it('keeps the UIDs and raises the SEQUENCE when the booking changes', () => {
    const first = bookingCalendarFile(booking(), studio, { stamp: 0 });
    const moved = bookingCalendarFile(
      booking({ date_of_workshop: Date.UTC(2026, 3, 18, 10) }),
      { ...studio, email: 'new@elsewhere.example' },
      { stamp: 1, sequence: 1 },
    );
    const uid = (ics: string) => lines(ics).find((l) => l.startsWith('UID:'));
    expect(uid(moved)).toBe(uid(first));
    expect(lines(moved)).toContain('SEQUENCE:1');
  });

  it('names the events by the reference, not the booking id', () => {
    const ics = bookingCalendarFile(booking({ reference: '7K3Q-PXW2' }), studio, { stamp: 0 });
    expect(lines(ics)).toContain('UID:7K3Q-PXW2-1@studio.bookings');
    expect(ics).not.toContain('b-123456');
  });
});

describe('googleCalendarUrl', () => {
  it('links to a prefilled event in London time', () => {
    const url = new URL(googleCalendarUrl(booking(), studio));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Beginners Crochet');
    expect(url.searchParams.get('ctz')).toBe('Europe/London');
    expect(url.searchParams.get('dates')).toBe('20260314T100000/20260314T120000');
    expect(url.searchParams.get('recur')).toBeNull();
  });

  it('repeats a course in London time, so sessions after a clock change keep their hour', () => {
    const url = new URL(
      googleCalendarUrl(
        booking({
          isCourse: true,
          courseDates: 4,
          date_of_workshop: Date.UTC(2026, 5, 20, 9), // 10am BST
        }),
        studio,
      ),
    );
    expect(url.searchParams.get('dates')).toBe('20260620T100000/20260620T120000');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;INTERVAL=7;COUNT=4');
  });
});

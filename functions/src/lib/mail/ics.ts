import { courseSessions } from '../../domain/course.js';
import type { Booking } from '../../domain/model.js';
import { STUDIO_EMAIL, STUDIO_NAME } from '../config.js';

const DEFAULT_MINUTES = 120;
const CRLF = '\r\n';

/**
 * Minutes in a duration written for people: "2hrs", "1hr", "90 mins", "1.5 hours",
 * "2-3 hours" (the longer end), "1hr 30mins". Unreadable text gives two hours.
 */
export function durationMinutes(text: string): number {
  const lower = text.toLowerCase();
  let minutes = 0;
  const hours =
    /(\d+(?:\.\d+)?)(?:\s*(?:-|to)\s*(\d+(?:\.\d+)?))?\s*(?:h|hr|hrs|hour|hours)\b/.exec(lower);
  if (hours) minutes += Number(hours[2] ?? hours[1]) * 60;
  const mins = /(\d+)\s*(?:m|min|mins|minute|minutes)\b/.exec(lower);
  if (mins) minutes += Number(mins[1]);
  return minutes > 0 && minutes <= 24 * 60 ? Math.round(minutes) : DEFAULT_MINUTES;
}

/** 20260314T100000Z */
export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping of RFC 5545 section 3.3.11. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line to 75 octets per line (RFC 5545 section 3.1), never splitting a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

export interface CalendarEvent {
  uid: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  location?: string;
}

export function icsCalendar(events: CalendarEvent[], stamp: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(STUDIO_NAME)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsUtc(stamp)}`,
      `DTSTART:${icsUtc(e.start)}`,
      `DTEND:${icsUtc(e.end)}`,
      `SUMMARY:${icsText(e.summary)}`,
      `DESCRIPTION:${icsText(e.description)}`,
    );
    if (e.location) lines.push(`LOCATION:${icsText(e.location)}`);
    lines.push(`ORGANIZER;CN=${icsText(STUDIO_NAME)}:mailto:${STUDIO_EMAIL}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** One event per session: a course gets every session of its schedule. */
export function bookingCalendar(booking: Booking, stamp: number): string {
  const minutes = durationMinutes(booking.duration);
  const sessions =
    booking.isCourse && booking.courseDates > 1
      ? courseSessions(booking.date_of_workshop, booking.courseDates, booking.courseInterval || 7)
      : [{ ms: booking.date_of_workshop, label: '' }];
  const guests = `${booking.guests} ${booking.guests === 1 ? 'place' : 'places'}`;
  return icsCalendar(
    sessions.map((s, i) => ({
      uid: `${booking.id}-${i + 1}@${domainOf(STUDIO_EMAIL)}`,
      start: s.ms,
      end: s.ms + minutes * 60_000,
      summary:
        sessions.length > 1
          ? `${booking.workshop_name} (session ${i + 1} of ${sessions.length})`
          : booking.workshop_name,
      description: `${STUDIO_NAME}: ${booking.workshop_name}, ${guests}. Please arrive 10 minutes early.`,
      location: STUDIO_NAME,
    })),
    stamp,
  );
}

function domainOf(email: string): string {
  return email.split('@')[1] ?? 'studio.invalid';
}

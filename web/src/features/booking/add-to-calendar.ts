import type { Booking } from '@domain/model';

// Calendar files and links are built in the browser from the saved booking: no network call.

type CalendarBooking = Pick<
  Booking,
  | 'id'
  | 'workshop_name'
  | 'date_of_workshop'
  | 'duration'
  | 'guests'
  | 'isCourse'
  | 'courseDates'
  | 'courseInterval'
>;

export interface CalendarPlace {
  name: string;
  address: readonly string[];
}

const DEFAULT_MINUTES = 120;

/** Minutes in a duration such as "2hrs", "1hr 30mins", "2.5 hours" or "90 mins" (2 hours if unreadable). */
export function durationMinutes(text: string): number {
  const match = /(\d+(?:\.\d+)?)\s*(h|hr|hrs|hour|hours|m|min|mins|minute|minutes)\b/i.exec(text);
  if (!match) return DEFAULT_MINUTES;
  const value = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  let minutes = unit.startsWith('h') ? value * 60 : value;
  if (unit.startsWith('h')) {
    const rest = /^\s*(\d+)\s*(m|min|mins|minute|minutes)\b/i.exec(
      text.slice((match.index ?? 0) + match[0].length),
    );
    if (rest) minutes += Number(rest[1]);
  }
  return minutes > 0 ? Math.round(minutes) : DEFAULT_MINUTES;
}

/** 20260314T150000Z */
export function icsTimestamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

// RFC 5545: lines longer than 75 octets are folded; a continuation starts with a space.
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 73) {
    out.push(rest.slice(0, 73));
    rest = ` ${rest.slice(73)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

function eventTimes(booking: CalendarBooking) {
  const start = booking.date_of_workshop;
  const end = start + durationMinutes(booking.duration) * 60_000;
  return { start, end };
}

function guestsText(guests: number): string {
  return guests === 1 ? '1 place' : `${guests} places`;
}

function description(booking: CalendarBooking, place: CalendarPlace): string {
  return `${guestsText(booking.guests)} booked at ${place.name}. Please arrive 10 minutes early.`;
}

export function bookingIcs(booking: CalendarBooking, place: CalendarPlace, now: number): string {
  const { start, end } = eventTimes(booking);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Yarn Loft//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@yarnloft`,
    `DTSTAMP:${icsTimestamp(now)}`,
    `DTSTART:${icsTimestamp(start)}`,
    `DTEND:${icsTimestamp(end)}`,
    `SUMMARY:${escapeText(booking.workshop_name)}`,
    `LOCATION:${escapeText(place.address.join(', '))}`,
    `DESCRIPTION:${escapeText(description(booking, place))}`,
  ];
  if (booking.isCourse && booking.courseDates > 1) {
    const interval = booking.courseInterval > 0 ? booking.courseInterval : 7;
    lines.push(`RRULE:FREQ=DAILY;INTERVAL=${interval};COUNT=${booking.courseDates}`);
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

export function googleCalendarUrl(booking: CalendarBooking, place: CalendarPlace): string {
  const { start, end } = eventTimes(booking);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: booking.workshop_name,
    dates: `${icsTimestamp(start)}/${icsTimestamp(end)}`,
    details: description(booking, place),
    location: place.address.join(', '),
  });
  if (booking.isCourse && booking.courseDates > 1) {
    const interval = booking.courseInterval > 0 ? booking.courseInterval : 7;
    params.set('recur', `RRULE:FREQ=DAILY;INTERVAL=${interval};COUNT=${booking.courseDates}`);
  }
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

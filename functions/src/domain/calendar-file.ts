import ical, { ICalCalendarMethod } from 'ical-generator';
import { durationMinutes, sessionSpans } from './session-times.js';
import type { Booking } from './model.js';
import type { StudioIdentity } from './studio-details.js';
import { londonFields, STUDIO_TIME_ZONE } from './clock.js';
import { places } from './wording.js';

// The one iCalendar writer: the email attachment and the checkout download are the same file,
// with the same UIDs, so adding both never gives a visitor two events. ical-generator
// (maintained, no Node-only APIs, so it runs in the browser too) escapes TEXT values and
// folds lines at 75 octets; we decide the sessions, their UTC instants and the UIDs.

export type CalendarBooking = Pick<
  Booking,
  | 'id'
  | 'reference'
  | 'workshop_name'
  | 'date_of_workshop'
  | 'duration'
  | 'guests'
  | 'isCourse'
  | 'courseDates'
  | 'courseInterval'
>;

/**
 * The event id of a session: fixed for the booking whatever the studio's details say, so an
 * updated file (a higher SEQUENCE) replaces the events a visitor added before. It is made from
 * the booking's reference, never its id (the id is only the client's idempotency key).
 */
export function calendarUid(
  booking: Pick<CalendarBooking, 'id' | 'reference'>,
  session: number,
): string {
  return `${booking.reference ?? booking.id}-${session}@studio.bookings`;
}

export interface CalendarSession {
  uid: string;
  start: number;
  end: number;
  summary: string;
}

/**
 * The booking's sessions as instants: one for a workshop, every session of a course (its
 * interval apart in London wall-clock time, so a session after a clock change keeps its hour).
 */
export function calendarSessions(booking: CalendarBooking): CalendarSession[] {
  const spans = sessionSpans(booking);
  return spans.map(({ start, end }, i): CalendarSession => ({
    uid: calendarUid(booking, i + 1),
    start,
    end,
    summary:
      spans.length > 1
        ? `${booking.workshop_name} (session ${i + 1} of ${spans.length})`
        : booking.workshop_name,
  }));
}

export interface CalendarFileOptions {
  /** DTSTAMP: when the file was made. */
  stamp: number;
  /** Raised each time the booking changes, so calendars replace the earlier events. */
  sequence?: number;
  /** The visitor's own link to see, cancel or move the booking (absolute): the event's URL. */
  manageUrl?: string | null;
}

/** The booking's calendar file (RFC 5545, CRLF line endings). */
export function bookingCalendarFile(
  booking: CalendarBooking,
  studio: StudioIdentity,
  { stamp, sequence = 0, manageUrl }: CalendarFileOptions,
): string {
  const calendar = ical({
    // ical-generator requires a company; a studio that has not named itself yet gets a neutral one.
    prodId: { company: studio.name || 'Studio', product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const manage = manageUrl ? `\nSee, move or cancel your booking: ${manageUrl}` : '';
  const description = `${studio.name ? `${studio.name}: ` : ''}${booking.workshop_name}, ${places(booking.guests)}. Please arrive 10 minutes early.${manage}`;
  const location = studio.addressLines.join(', ');
  for (const session of calendarSessions(booking)) {
    calendar.createEvent({
      id: session.uid,
      sequence,
      stamp: new Date(stamp),
      start: new Date(session.start),
      end: new Date(session.end),
      summary: session.summary,
      description,
      location: location || null,
      url: manageUrl || null,
      // ical-generator refuses an organizer without an email: a studio without one names none.
      ...(studio.email ? { organizer: { name: studio.name, email: studio.email } } : {}),
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** 20260314T100000 (London wall-clock time, for links that name the time zone). */
function londonWallTime(ms: number): string {
  const f = londonFields(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${f.year}${pad(f.month)}${pad(f.day)}T${pad(f.hour)}${pad(f.minute)}${pad(f.second)}`;
}

/**
 * A Google Calendar "add event" link for the first session. A course repeats every
 * `courseInterval` days in London time (`ctz`), so its sessions keep their hour across a
 * clock change.
 */
export function googleCalendarUrl(booking: CalendarBooking, studio: StudioIdentity): string {
  const minutes = durationMinutes(booking.duration);
  const start = booking.date_of_workshop;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: booking.workshop_name,
    dates: `${londonWallTime(start)}/${londonWallTime(start + minutes * 60_000)}`,
    ctz: STUDIO_TIME_ZONE,
    details: `${places(booking.guests)} booked at ${studio.name}. Please arrive 10 minutes early.`,
    location: studio.addressLines.join(', '),
  });
  if (booking.isCourse && booking.courseDates > 1) {
    const interval = booking.courseInterval > 0 ? booking.courseInterval : 7;
    params.set('recur', `RRULE:FREQ=DAILY;INTERVAL=${interval};COUNT=${booking.courseDates}`);
  }
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function calendarDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

import { londonInstant, londonParts, monthName, ordinal, weekdayName } from './dates.js';

export interface CourseSession {
  ms: number;
  label: string;
}

// Courses run for weeks, not years; the cap keeps bad data from building a huge list.
export const MAX_COURSE_SESSIONS = 100;

function sessionLabel(year: number, month: number, day: number): string {
  return `${weekdayName(year, month, day)} ${ordinal(day)} ${monthName(month)}`;
}

const DEFAULT_MINUTES = 120;

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

export function courseSessions(
  firstSessionMs: number,
  count: number,
  intervalDays = 7,
): CourseSession[] {
  if (!Number.isFinite(firstSessionMs) || !(count >= 1)) return [];
  if (!Number.isInteger(intervalDays) || intervalDays < 1) return [];
  const first = londonParts(firstSessionMs);
  // Seconds are not part of London's wall clock, so they carry over unchanged.
  const seconds = ((firstSessionMs % 60_000) + 60_000) % 60_000;
  return Array.from({ length: Math.min(Math.floor(count), MAX_COURSE_SESSIONS) }, (_, i) => {
    const civil = new Date(0);
    civil.setUTCFullYear(first.year, first.month - 1, first.day + i * intervalDays);
    const year = civil.getUTCFullYear();
    const month = civil.getUTCMonth() + 1;
    const day = civil.getUTCDate();
    const ms =
      i === 0
        ? firstSessionMs
        : londonInstant(year, month, day, first.hour, first.minute) + seconds;
    return { ms, label: sessionLabel(year, month, day) };
  });
}

/** When the booking's last session starts: the workshop itself, or a course's final session. */
export function lastSessionStart(booking: {
  date_of_workshop: number;
  isCourse?: boolean;
  courseDates?: number;
  courseInterval?: number;
}): number {
  if (!booking.isCourse || !((booking.courseDates ?? 1) > 1)) return booking.date_of_workshop;
  const sessions = courseSessions(
    booking.date_of_workshop,
    booking.courseDates ?? 1,
    booking.courseInterval || 7,
  );
  return sessions.at(-1)?.ms ?? booking.date_of_workshop;
}

/** A workshop date, or the start of a course run, with what its type says about its length. */
export interface SessionRun {
  date_of_workshop: number;
  duration: string;
  isCourse: boolean;
  courseDates: number;
  courseInterval: number;
}

export interface SessionSpan {
  start: number;
  end: number;
}

/**
 * When each session of a run starts and ends: one for a workshop, every session of a course
 * (its interval apart in London wall-clock time, so a session after a clock change keeps its
 * hour), each lasting the type's duration.
 */
export function sessionSpans(run: SessionRun): SessionSpan[] {
  const minutes = durationMinutes(run.duration);
  const starts =
    run.isCourse && run.courseDates > 1
      ? courseSessions(run.date_of_workshop, run.courseDates, run.courseInterval || 7)
      : [{ ms: run.date_of_workshop }];
  return starts.map(({ ms }) => ({ start: ms, end: ms + minutes * 60_000 }));
}

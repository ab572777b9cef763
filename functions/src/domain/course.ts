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

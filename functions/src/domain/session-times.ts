import { courseSessions } from './course.js';

// How long sessions last: the one reading of a type's duration text, for the calendar file and
// the Event JSON-LD. Apart from course.ts so the pages that only list a course's dates do not
// carry it.

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

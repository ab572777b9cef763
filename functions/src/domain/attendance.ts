import { z } from './zod.js';
import { docIdSchema } from './admin-fields.js';
import { londonIsoDate } from './dates.js';
import type { Booking } from './model.js';
import { isBooked } from './places.js';

// Attendance (docs/product.md#attendance): staff mark each booked booking of a date attended or
// a no-show, at the door or afterwards; `attended` absent means not marked yet.

export const ATTENDANCE_MESSAGES = {
  id: 'Choose a booking',
  attended: 'Choose attended (true), no-show (false) or not marked (null)',
  scheduledWorkshopId: 'Choose the workshop date',
  notBooked: 'Only a booked booking can be marked attended or a no-show',
  notYet: 'Attendance can be marked from the day of the workshop',
  unknownDate: 'There is no workshop date with this id',
} as const;

const m = ATTENDANCE_MESSAGES;

/** POST /api/mark_attendance: true attended, false a no-show, null back to not marked. */
export const markAttendanceSchema = z.object({
  id: docIdSchema(m.id),
  attended: z.boolean({ error: m.attended }).nullable(),
});
export type MarkAttendanceInput = z.infer<typeof markAttendanceSchema>;

/** POST /api/mark_attendance_all: every booked booking of the date not marked yet, attended. */
export const markAllPresentSchema = z.object({
  scheduled_workshop_id: docIdSchema(m.scheduledWorkshopId),
});
export type MarkAllPresentInput = z.infer<typeof markAllPresentSchema>;

export type Attendance = 'attended' | 'no_show' | 'unmarked';

export function attendanceOf(booking: Pick<Booking, 'attended'>): Attendance {
  if (booking.attended === true) return 'attended';
  if (booking.attended === false) return 'no_show';
  return 'unmarked';
}

/** The London day of the workshop has come (it is today or past). */
export const attendanceOpen = (dateOfWorkshop: number, now: number) =>
  londonIsoDate(dateOfWorkshop) <= londonIsoDate(now);

/**
 * Why the booking cannot be marked now, or null when it can: it must be booked (not cancelled,
 * nor waiting for a card payment) and its workshop's London day must have come.
 */
export function attendanceProblem(
  booking: Pick<Booking, 'status' | 'date_of_workshop'>,
  now: number,
): string | null {
  if (!isBooked(booking)) return m.notBooked;
  if (!attendanceOpen(booking.date_of_workshop, now)) return m.notYet;
  return null;
}

/** The audit action of a change of attendance. */
export const attendanceAction = (attended: boolean | null) =>
  attended === true ? 'mark_attended' : attended === false ? 'mark_no_show' : 'clear_attendance';

/** What the CSV and the staff lists say: "yes", "no-show" or nothing. */
export const attendanceLabel = (booking: Pick<Booking, 'attended'>) =>
  booking.attended === true ? 'yes' : booking.attended === false ? 'no-show' : '';

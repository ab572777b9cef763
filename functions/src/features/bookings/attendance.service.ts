import {
  attendanceAction,
  attendanceOpen,
  attendanceProblem,
  ATTENDANCE_MESSAGES,
} from '../../domain/attendance.js';
import type { Booking } from '../../domain/model.js';
import { isBooked } from '../../domain/places.js';
import { type Actor, guardedCommit } from '../../lib/guarded-commit.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { dateOf } from '../schedule/index.js';
import { BOOKING_ERRORS } from './bookings.service.js';
import { bookingDocs, bookingsOfDate } from './bookings.repository.js';

/**
 * POST /api/mark_attendance: a booked booking whose workshop day has come is marked attended
 * (true), a no-show (false) or back to not marked (null), audit-logged. The same mark again
 * changes nothing.
 */
export function markAttendance(
  id: string,
  attended: boolean | null,
  actor: Actor,
  now = Date.now(),
): Promise<Booking> {
  return guardedCommit(async (commit) => {
    const booking = await bookingDocs.get(commit, id);
    if (!booking) throw notFound(BOOKING_ERRORS.unknownBooking);
    const problem = attendanceProblem(booking, now);
    if (problem) throw conflict(problem);
    if ((booking.attended ?? null) === attended) return booking;
    const before = { attended: booking.attended ?? null };
    if (attended === null) bookingDocs.update(commit, id, { updatedAt: now }, ['attended']);
    else bookingDocs.update(commit, id, { attended, updatedAt: now });
    commit.audit(actor, attendanceAction(attended), bookingDocs.target(id), before, { attended });
    const { attended: _was, ...rest } = booking;
    return { ...rest, ...(attended === null ? {} : { attended }), updatedAt: now };
  }, now);
}

/**
 * POST /api/mark_attendance_all ("All present"): every booked booking of the date not marked
 * yet is marked attended in one commit, each with its audit entry; those already marked (a
 * no-show tapped before) keep their mark. Answers the bookings it marked.
 */
export function markAllPresent(
  scheduledWorkshopId: string,
  actor: Actor,
  now = Date.now(),
): Promise<Booking[]> {
  return guardedCommit(async (commit) => {
    const [date, bookings] = await Promise.all([
      dateOf(commit, scheduledWorkshopId),
      bookingsOfDate(commit, scheduledWorkshopId),
    ]);
    if (!date) throw notFound(ATTENDANCE_MESSAGES.unknownDate);
    if (!attendanceOpen(date.date_of_workshop, now)) throw conflict(ATTENDANCE_MESSAGES.notYet);
    const unmarked = bookings.filter((b) => isBooked(b) && b.attended === undefined);
    for (const booking of unmarked) {
      bookingDocs.update(commit, booking.id, { attended: true, updatedAt: now });
      commit.audit(
        actor,
        'mark_attended',
        bookingDocs.target(booking.id),
        { attended: null },
        { attended: true, allPresent: true },
      );
    }
    return unmarked.map((b) => ({ ...b, attended: true, updatedAt: now }));
  }, now);
}

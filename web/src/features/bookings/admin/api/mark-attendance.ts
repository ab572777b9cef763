import type { MarkAllPresentInput, MarkAttendanceInput } from '@domain/attendance';
import { adminApi } from '../../../../lib/auth';

/** POST /api/mark_attendance: attended (true), a no-show (false) or not marked (null). */
export const markAttendance = (body: MarkAttendanceInput) =>
  adminApi<'post /api/mark_attendance'>('mark_attendance', { method: 'POST', body });

/** POST /api/mark_attendance_all: "All present" for the date's unmarked bookings. */
export const markAllPresent = (body: MarkAllPresentInput) =>
  adminApi<'post /api/mark_attendance_all'>('mark_attendance_all', { method: 'POST', body });

import type { MarkAllPresentInput, MarkAttendanceInput } from '../attendance.js';
import type { Booking } from '../model.js';

export interface AttendanceContracts {
  /** The booking as marked. */
  'post /api/mark_attendance': { request: MarkAttendanceInput; response: Booking };
  /** The bookings it marked attended (those not marked before). */
  'post /api/mark_attendance_all': {
    request: MarkAllPresentInput;
    response: { marked: Booking[] };
  };
}

import { describe, expect, it } from 'vitest';
import {
  attendanceAction,
  attendanceLabel,
  attendanceOf,
  attendanceProblem,
  ATTENDANCE_MESSAGES,
  markAttendanceSchema,
} from './attendance.js';
import { londonInstant } from './dates.js';

// 10:00 London on 28 March 2026; the clocks go forward the next night.
const NOW = londonInstant(2026, 3, 28, 10);

describe('attendanceProblem', () => {
  it('lets a booked booking be marked from its London day on', () => {
    const tonight = {
      status: 'booked' as const,
      date_of_workshop: londonInstant(2026, 3, 28, 23, 30),
    };
    expect(attendanceProblem(tonight, NOW)).toBeNull();
    expect(attendanceProblem({ date_of_workshop: londonInstant(2026, 1, 2, 10) }, NOW)).toBeNull();
  });

  it('refuses a workshop of tomorrow, even one starting just after midnight', () => {
    const early = {
      status: 'booked' as const,
      date_of_workshop: londonInstant(2026, 3, 29, 0, 30),
    };
    expect(attendanceProblem(early, NOW)).toBe(ATTENDANCE_MESSAGES.notYet);
  });

  it('refuses cancelled, expired and awaiting card payment bookings', () => {
    for (const status of ['cancelled', 'expired', 'awaiting_payment'] as const) {
      expect(attendanceProblem({ status, date_of_workshop: NOW }, NOW)).toBe(
        ATTENDANCE_MESSAGES.notBooked,
      );
    }
  });
});

describe('the marks', () => {
  it('are true, false or null, and say so in the audit log and the CSV', () => {
    expect(markAttendanceSchema.safeParse({ id: 'b1', attended: null }).success).toBe(true);
    expect(markAttendanceSchema.safeParse({ id: 'b1', attended: 'no' }).success).toBe(false);
    expect(markAttendanceSchema.safeParse({ id: 'b1' }).success).toBe(false);
    expect([true, false, null].map(attendanceAction)).toEqual([
      'mark_attended',
      'mark_no_show',
      'clear_attendance',
    ]);
    expect([{ attended: true }, { attended: false }, {}].map(attendanceLabel)).toEqual([
      'yes',
      'no-show',
      '',
    ]);
    expect([{ attended: true }, { attended: false }, {}].map(attendanceOf)).toEqual([
      'attended',
      'no_show',
      'unmarked',
    ]);
  });
});

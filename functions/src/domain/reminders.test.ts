import { describe, expect, it } from 'vitest';
import { isDueForAutoReminder, REMINDER_WINDOW_MS } from './reminders.js';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 5, 10, 12);

const booking = {
  date_of_workshop: NOW + 30 * HOUR,
  createdAt: NOW - 10 * 24 * HOUR,
  email: 'ann@example.com',
};

describe('isDueForAutoReminder', () => {
  it('is due once the workshop is less than 48 hours away', () => {
    expect(isDueForAutoReminder(booking, NOW)).toBe(true);
    expect(
      isDueForAutoReminder({ ...booking, date_of_workshop: NOW + REMINDER_WINDOW_MS }, NOW),
    ).toBe(true);
  });

  it('is not due while the workshop is more than 48 hours away', () => {
    expect(
      isDueForAutoReminder({ ...booking, date_of_workshop: NOW + REMINDER_WINDOW_MS + 1 }, NOW),
    ).toBe(false);
  });

  it('is not due once the workshop has started', () => {
    expect(isDueForAutoReminder({ ...booking, date_of_workshop: NOW }, NOW)).toBe(false);
  });

  it('is not due for a booking made inside the 48 hours', () => {
    const made = booking.date_of_workshop - REMINDER_WINDOW_MS + HOUR;
    expect(isDueForAutoReminder({ ...booking, createdAt: made }, NOW)).toBe(false);
  });

  it('is not due twice', () => {
    expect(isDueForAutoReminder({ ...booking, autoReminderSentAt: NOW - HOUR }, NOW)).toBe(false);
  });

  it('is not due for a cancelled booking', () => {
    expect(isDueForAutoReminder({ ...booking, status: 'cancelled' }, NOW)).toBe(false);
    expect(isDueForAutoReminder({ ...booking, status: 'booked' }, NOW)).toBe(true);
  });

  it('is not due without an email', () => {
    expect(isDueForAutoReminder({ ...booking, email: '' }, NOW)).toBe(false);
  });

  it('counts a reminder the admin sent inside the window, not one sent before it', () => {
    expect(isDueForAutoReminder({ ...booking, reminderSentAt: NOW - HOUR }, NOW)).toBe(false);
    expect(isDueForAutoReminder({ ...booking, reminderSentAt: NOW - 5 * 24 * HOUR }, NOW)).toBe(
      true,
    );
  });
});

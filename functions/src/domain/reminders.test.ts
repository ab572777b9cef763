import { describe, expect, it } from 'vitest';
import {
  dueReminderHours,
  isDueForAutoReminder,
  REMINDER_SETTINGS_MESSAGES,
  REMINDER_WINDOW_MS,
  reminderSettingsSchema,
  reminderTimeLabel,
} from './reminders.js';

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

describe('dueReminderHours (the studio’s reminder times)', () => {
  const times = [48, 2];

  it('sends the 48-hour reminder inside its window and then the 2-hour one inside its own', () => {
    expect(dueReminderHours(booking, NOW, times)).toBe(48);
    const afterFirst = { ...booking, autoReminderSentAt: NOW, autoRemindersSent: { '48h': NOW } };
    expect(dueReminderHours(afterFirst, NOW + HOUR, times)).toBeNull();
    const twoHoursBefore = booking.date_of_workshop - 2 * HOUR;
    expect(dueReminderHours(afterFirst, twoHoursBefore - 1, times)).toBeNull();
    expect(dueReminderHours(afterFirst, twoHoursBefore, times)).toBe(2);
    const afterBoth = {
      ...afterFirst,
      autoReminderSentAt: twoHoursBefore,
      autoRemindersSent: { '48h': NOW, '2h': twoHoursBefore },
    };
    expect(dueReminderHours(afterBoth, twoHoursBefore + HOUR, times)).toBeNull();
  });

  it('sends one reminder, the nearest, when both windows are open and none was sent', () => {
    const soon = { ...booking, date_of_workshop: NOW + HOUR };
    expect(dueReminderHours(soon, NOW, times)).toBe(2);
    // Sent now, it counts for the 48-hour window too, which opened before it.
    const sent = { ...soon, autoReminderSentAt: NOW, autoRemindersSent: { '2h': NOW } };
    expect(dueReminderHours(sent, NOW + 1, times)).toBeNull();
  });

  it('sends the 1-hour reminder only in the last hour, and none with no times chosen', () => {
    const start = booking.date_of_workshop;
    expect(dueReminderHours(booking, start - HOUR - 1, [1])).toBeNull();
    expect(dueReminderHours(booking, start - HOUR, [1])).toBe(1);
    expect(dueReminderHours(booking, start - HOUR, [])).toBeNull();
  });

  it('skips a time whose window opened before the booking was made, but not a later one', () => {
    const late = { ...booking, createdAt: booking.date_of_workshop - 10 * HOUR };
    expect(dueReminderHours(late, NOW, times)).toBeNull();
    expect(dueReminderHours(late, booking.date_of_workshop - HOUR, times)).toBe(2);
  });
});

describe('reminderSettingsSchema', () => {
  it('takes up to two different times from 1 hour to 7 days, latest first', () => {
    expect(reminderSettingsSchema.parse({ hours: [2, 48] })).toEqual({ hours: [48, 2] });
    expect(reminderSettingsSchema.parse({ hours: [] })).toEqual({ hours: [] });
    const refused = (hours: unknown) =>
      reminderSettingsSchema.safeParse({ hours }).error?.issues[0]?.message;
    expect(refused([0.5])).toBe(REMINDER_SETTINGS_MESSAGES.hours);
    expect(refused([169])).toBe(REMINDER_SETTINGS_MESSAGES.hours);
    expect(refused([1, 2, 3])).toBe(REMINDER_SETTINGS_MESSAGES.hours);
    expect(refused([48, 48])).toBe(REMINDER_SETTINGS_MESSAGES.twice);
  });

  it('names the times as staff read them', () => {
    expect([1, 12, 24, 168].map(reminderTimeLabel)).toEqual([
      '1 hour',
      '12 hours',
      '1 day',
      '7 days',
    ]);
  });
});

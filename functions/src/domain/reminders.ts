import type { Booking } from './model.js';
import { isBooked } from './places.js';
import { z } from './zod.js';

const HOUR_MS = 60 * 60 * 1000;

/** The default automatic reminder goes out about this long before the workshop starts. */
export const DEFAULT_REMINDER_HOURS = 48;
export const REMINDER_WINDOW_MS = DEFAULT_REMINDER_HOURS * HOUR_MS;

/** The times staff may choose (docs/product.md#reminder-times): 1 hour to 7 days before. */
export const REMINDER_HOUR_CHOICES = [1, 2, 3, 6, 12, 24, 48, 72, 96, 120, 144, 168] as const;
export const MAX_REMINDERS = 2;

/** "1 hour", "12 hours", "2 days" before. */
export function reminderTimeLabel(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const REMINDER_SETTINGS_MESSAGES = {
  hours: `Choose up to ${MAX_REMINDERS} reminder times, each from 1 hour to 7 days before`,
  twice: 'Choose two different times, or only one',
} as const;

const m = REMINDER_SETTINGS_MESSAGES;

/** PUT /api/reminder_settings: the automatic reminders' times, hours before the start. */
export const reminderSettingsSchema = z.object({
  hours: z
    .array(
      z
        .number({ error: m.hours })
        .refine((h) => (REMINDER_HOUR_CHOICES as readonly number[]).includes(h), {
          error: m.hours,
        }),
      { error: m.hours },
    )
    .max(MAX_REMINDERS, { error: m.hours })
    .refine((hours) => new Set(hours).size === hours.length, { error: m.twice })
    .transform((hours) => [...hours].sort((a, b) => b - a)),
});

export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Before staff choose: one reminder, 48 hours before. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { hours: [DEFAULT_REMINDER_HOURS] };

/** The booking's marker of the automatic reminder of one time ("48h"). */
export const reminderKey = (hours: number) => `${hours}h`;

type ReminderFacts = Pick<
  Booking,
  | 'date_of_workshop'
  | 'createdAt'
  | 'email'
  | 'autoReminderSentAt'
  | 'autoRemindersSent'
  | 'reminderSentAt'
  | 'status'
>;

/**
 * A booking gets the automatic reminder of a time (48 hours unless told) once its workshop is
 * less than that away, if it has an email and was made before that window opened (a booking
 * made inside it has just had its confirmation). A cancelled booking gets none. Once per booking
 * and time (`autoRemindersSent`); and any reminder sent since the window opened (the admin's,
 * or the automatic one of another time) counts as that reminder, so two are never sent at once.
 */
export function isDueForAutoReminder(
  booking: ReminderFacts,
  now: number,
  hours = DEFAULT_REMINDER_HOURS,
): boolean {
  const opens = booking.date_of_workshop - hours * HOUR_MS;
  return (
    isBooked(booking) &&
    booking.date_of_workshop > now &&
    now >= opens &&
    !!booking.email &&
    booking.autoRemindersSent?.[reminderKey(hours)] === undefined &&
    !((booking.autoReminderSentAt ?? -Infinity) >= opens) &&
    !((booking.reminderSentAt ?? -Infinity) >= opens) &&
    (booking.createdAt ?? 0) < opens
  );
}

/**
 * The reminder time a booking is due for now, of the studio's times, or null: the nearest to
 * the start when more than one is (a job that did not run for a while sends one, not two).
 */
export function dueReminderHours(
  booking: ReminderFacts,
  now: number,
  times: readonly number[],
): number | null {
  const due = times.filter((hours) => isDueForAutoReminder(booking, now, hours));
  return due.length > 0 ? Math.min(...due) : null;
}

/** How far ahead the job looks: the longest of the studio's times. */
export const reminderHorizonMs = (times: readonly number[]) => Math.max(0, ...times) * HOUR_MS;

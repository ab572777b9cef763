import type { Booking } from './model.js';
import { isBooked } from './places.js';

/** The automatic reminder goes out about this long before the workshop starts. */
export const REMINDER_WINDOW_MS = 48 * 60 * 60 * 1000;

type ReminderFacts = Pick<
  Booking,
  'date_of_workshop' | 'createdAt' | 'email' | 'autoReminderSentAt' | 'reminderSentAt' | 'status'
>;

/**
 * A booking gets one automatic reminder once its workshop is less than 48 hours away,
 * if it has an email and was made before that window opened (a booking made within
 * 48 hours has just had its confirmation). A cancelled booking gets none. A reminder the admin sent inside the window
 * counts as that reminder.
 */
export function isDueForAutoReminder(booking: ReminderFacts, now: number): boolean {
  const opens = booking.date_of_workshop - REMINDER_WINDOW_MS;
  return (
    isBooked(booking) &&
    booking.date_of_workshop > now &&
    now >= opens &&
    !!booking.email &&
    booking.autoReminderSentAt === undefined &&
    !((booking.reminderSentAt ?? 0) >= opens) &&
    (booking.createdAt ?? 0) < opens
  );
}

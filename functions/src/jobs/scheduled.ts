import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from '../lib/config.js';
import { SENDGRID_API_KEY } from '../lib/secrets.js';
import { removePastPhoneNumbers } from './remove-past-phone-numbers.js';
import { sendDueReminders } from './send-due-reminders.js';

const TIME_ZONE = 'Europe/London';

/** Hourly, so each reminder goes out between 47 and 48 hours before the workshop. */
export const sendBookingReminders = onSchedule(
  {
    schedule: 'every 1 hours',
    timeZone: TIME_ZONE,
    region: REGION,
    secrets: [SENDGRID_API_KEY],
    timeoutSeconds: 300,
  },
  async () => {
    const reminded = await sendDueReminders();
    if (reminded.length > 0) logger.info('Queued automatic reminders', { count: reminded.length });
  },
);

/** Daily in the small hours, London time. */
export const removePhoneNumbers = onSchedule(
  { schedule: 'every day 03:00', timeZone: TIME_ZONE, region: REGION, timeoutSeconds: 540 },
  async () => {
    const changed = await removePastPhoneNumbers();
    logger.info('Removed phone numbers of past workshops', { bookings: changed });
  },
);

import { NEWSLETTER_CONFIRM_DAYS } from './newsletter.js';

// How long the studio keeps personal data (docs/product.md#data-retention). The daily job and
// the mail outbox apply these periods, and the terms page states them from the same numbers.

/** A booking's name, email, phone and experience notes go this long after its last session. */
export const BOOKING_RETENTION_MONTHS = 24;

/** An email's subject, text and attachments go this long after it was delivered (or gave up). */
export const MAIL_BODY_RETENTION_DAYS = 30;

/** The data policy's statements of the periods, as the terms page words them. */
export const RETENTION_STATEMENTS = {
  phones:
    'Phone numbers are deleted the day after your workshop, or after the last session of a course.',
  emails: `We keep the text of each email we send for ${MAIL_BODY_RETENTION_DAYS} days after it is delivered, in case it needs sending again; after that only a record that it was sent remains.`,
  newsletter: `If you ask for our newsletter, we add you only once you confirm from the email we send; a request not confirmed within ${NEWSLETTER_CONFIRM_DAYS} days is deleted.`,
  bookings: `${BOOKING_RETENTION_MONTHS} months after your workshop, your name, email address and experience notes are removed from the booking; only the date, number of guests and price stay, for our accounts.`,
} as const;

import type { Booking, MailDoc, NewsletterSignup } from '../../domain/model.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { linkToken } from '../../lib/link-tokens.js';
import { type OutgoingMail, pendingMail } from '../../lib/mail/outbox.js';
import {
  confirmationMail,
  newsletterConfirmMail,
  noticeMail,
  siteLink,
} from '../../lib/mail/templates.js';
import { confirmUrl, unsubscribeUrl } from '../newsletter/index.js';

export const manageUrlOf = (booking: Booking): string | null =>
  booking.manageNonce
    ? `/manage_booking/${linkToken('manage', booking.id, booking.manageNonce)}`
    : null;

/**
 * What a booking's emails need: its payment link, the visitor's own link (absolute) and, when
 * the address is on the newsletter list, the unsubscribe link.
 */
export function mailContextOf(
  studio: StudioDetails,
  booking: Booking,
  paymentLink: string | null,
  signup: NewsletterSignup | null = null,
) {
  const manage = manageUrlOf(booking);
  return {
    studio,
    booking,
    paymentLink,
    manageUrl: manage ? siteLink(manage) : null,
    unsubscribeUrl: unsubscribeUrl(signup),
  };
}

export const mailIdFor = (bookingId: string, kind: 'confirmation' | 'notice') =>
  `${bookingId}-${kind}`;

/**
 * The emails a new booking sends, as outbox documents: the visitor's confirmation and, for a
 * booking from the website, the studio's notice (when asked to send emails), and the request
 * to confirm the newsletter signup it asked for (double opt-in).
 */
export function bookingMails(
  studio: StudioDetails,
  booking: Booking,
  paymentLink: string | null,
  signup: NewsletterSignup | null,
  { sendEmails, source }: { sendEmails: boolean; source: 'web' | 'other' },
  now: number,
  newSignup: boolean,
): { id: string; doc: MailDoc }[] {
  const ctx = mailContextOf(studio, booking, paymentLink, signup);
  const mails: [string, OutgoingMail | null][] = sendEmails
    ? [
        [mailIdFor(booking.id, 'confirmation'), confirmationMail(ctx, now)],
        [mailIdFor(booking.id, 'notice'), source === 'web' ? noticeMail(ctx) : null],
      ]
    : [];
  const confirm = newSignup && signup ? confirmUrl(signup) : null;
  if (confirm) {
    mails.push([
      `${booking.id}-newsletter`,
      newsletterConfirmMail(studio, booking.email, confirm, booking.id),
    ]);
  }
  return mails.flatMap(([id, mail]) => (mail ? [{ id, doc: pendingMail(mail, now) }] : []));
}

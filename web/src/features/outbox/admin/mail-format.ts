import type { MailDoc, MailKind } from '@domain/model';

const KINDS: Record<MailKind, string> = {
  'booking-confirmation': 'Booking confirmation',
  'booking-notice': 'Booking notice to the studio',
  'booking-reminder': 'Booking reminder',
  'booking-cancelled': 'Booking cancelled',
  'booking-moved': 'Booking moved',
  'date-changed': 'Date changed',
  'visitor-change-notice': 'Visitor’s change, to the studio',
  'newsletter-signup': 'Newsletter signup',
  'waitlist-joined': 'Joined the waiting list',
  'waitlist-offer': 'Waiting-list offer',
  'waitlist-offer-expired': 'Waiting-list offer ran out',
  'payment-link': 'Card payment link',
  'late-payment-refunded': 'Late payment refunded',
  'class-message': 'Message to a class',
  'gift-voucher': 'Gift voucher',
};

/** What kind of email it is, in words ("Booking reminder"); an unknown kind as it is stored. */
export const mailKindLabel = (kind: string): string => KINDS[kind as MailKind] ?? kind;

/** An email's subject, or what became of it once its text was removed. */
export const mailSubject = (mail: { subject: string }): string => mail.subject || '(text removed)';

/** What sending a failed email again came to, for the page's status region. */
export function resendMessage(
  mail: { to: string; subject: string },
  delivery: Pick<MailDoc['delivery'], 'state' | 'error'> | undefined,
): string {
  const what = `“${mailSubject(mail)}” to ${mail.to}`;
  switch (delivery?.state) {
    case 'SUCCESS':
      return `Sent ${what} again.`;
    case 'SKIPPED':
      return `Tried ${what} again: no mail service is set up here, so it was not sent.`;
    case 'FAILED':
      return `Tried ${what} again, but it failed: ${delivery.error ?? 'no reason given'}.`;
    default:
      return `Queued ${what} again: it will be sent in the next few minutes.`;
  }
}

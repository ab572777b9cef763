import { courseSessions } from '../../domain/course.js';
import type { Booking, MailKind, ScheduledWorkshop } from '../../domain/model.js';
import { NEWSLETTER_CONFIRM_DAYS } from '../../domain/newsletter.js';
import type { WaitlistEntry } from '../../domain/waitlist.js';
import { type Voucher, VOUCHER_HOW_TO_USE_WORDS } from '../../domain/voucher.js';
import { londonDate } from '../../domain/clock.js';
import { paths } from '../../domain/paths.js';
import { formatPrice, totalPrice } from '../../domain/price.js';
import { CANCELLATION_POLICY } from '../../domain/policy.js';
import { londonDeadline, places, workshopDateLabel } from '../../domain/wording.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import * as logger from 'firebase-functions/logger';
import { SITE_URL } from '../config.js';
import {
  type EmailSection,
  footerLines,
  NEWSLETTER_LINE,
  UNSUBSCRIBE_LABEL,
} from './email-text.js';
import { base64, type MailMessage, type OutgoingMail } from './outbox.js';
import { bookingCalendarFile, emailHtml } from './rendering.js';
import { safeUrl } from './safe-url.js';

export const ARRIVE_EARLY = 'Please arrive 10 minutes before the start so we can begin on time.';

export const LINK_BY_EMAIL = 'We will email you a payment link for your group.';

export interface BookingMailContext {
  /** The studio's details (site content): its name, contact and address in every email. */
  studio: StudioDetails;
  booking: Booking;
  /** The card payment link for the booking's guest count, or null (more than 4 guests). */
  paymentLink: string | null;
  /** The visitor's own link to see, cancel or move the booking (absolute). */
  manageUrl?: string | null;
  /** Set when the address is on the newsletter list: every email to it can unsubscribe. */
  unsubscribeUrl?: string | null;
}

/** An absolute link into the site, for emails. */
export const siteLink = (path: string) => `${SITE_URL}${path}`;

function manageSection({ booking, manageUrl }: BookingMailContext): Section[] {
  const link = safeUrl(manageUrl);
  const reference = booking.reference ? [`Your booking reference: ${booking.reference}`] : [];
  if (!link) return reference.length ? [{ lines: reference }] : [];
  return [
    {
      heading: 'Your booking online',
      lines: [
        ...reference,
        'See your booking, cancel it (up to 48 hours before) or move it to another date:',
      ],
      link: { label: 'Manage your booking', url: link },
    },
  ];
}

type Section = EmailSection;

/** The name in the From header: the sender name staff set, else the studio's name. */
export const senderName = (studio: StudioDetails) => studio.senderName || studio.name;

/** "Questions? Reply to this email or write to <the studio's email>." and what follows. */
function questions(studio: StudioDetails, rest?: string): string {
  const ask = studio.email
    ? `Questions? Reply to this email or write to ${studio.email}.`
    : 'Questions? Reply to this email.';
  return rest ? `${ask} ${rest}` : ask;
}

/**
 * The studio's inbox for its notices. Without an email in the studio's details there is
 * nowhere to send them: the notice is skipped (staff see every booking on the bookings page).
 */
function studioInbox(studio: StudioDetails, kind: MailKind): string | null {
  if (studio.email) return studio.email;
  logger.warn('The studio has no email address in its details; its notice is not sent', { kind });
  return null;
}

function sessionLines(b: Booking): string[] {
  if (!b.isCourse || !(b.courseDates > 1)) return [];
  return courseSessions(b.date_of_workshop, b.courseDates, b.courseInterval || 7).map(
    (s, i) => `Session ${i + 1}: ${s.label} at ${b.time}`,
  );
}

/** The booking's facts; for the visitor, with the studio's address ("Where") when it has one. */
function detailLines(b: Booking, studio?: StudioDetails): string[] {
  const where = studio?.addressLines.join(', ');
  return [
    `Workshop: ${b.workshop_name}`,
    `Date: ${workshopDateLabel(b)}`,
    `Time: ${b.time}`,
    ...(b.duration ? [`Duration: ${b.duration}`] : []),
    ...(where ? [`Where: ${where}`] : []),
    `Guests: ${b.guests}`,
    `Total: ${formatPrice(b.total_price)}`,
    ...(b.voucher && b.voucher.amount > 0
      ? [
          `Gift voucher ${b.voucher.code}: ${formatPrice(b.voucher.amount)}`,
          `Left to pay: ${formatPrice(b.amountDue ?? b.total_price - b.voucher.amount)}`,
        ]
      : []),
  ];
}

function paymentSection({ booking, paymentLink }: BookingMailContext): Section {
  if (booking.payed) return { heading: 'Payment', lines: ['Thank you, your booking is paid.'] };
  const link = safeUrl(paymentLink);
  if (link) {
    return {
      heading: 'Payment',
      lines: [`Please pay ${formatPrice(booking.total_price)} with our secure card payment link.`],
      link: { label: 'Pay for your booking', url: link },
    };
  }
  return { heading: 'Payment', lines: [LINK_BY_EMAIL] };
}

/** The last lines of every email to an address on the newsletter list. */
function unsubscribeSection(url: string | null): Section[] {
  return url ? [{ lines: [NEWSLETTER_LINE], link: { label: UNSUBSCRIBE_LABEL, url } }] : [];
}

function sectionText(s: Section): string {
  return [
    ...(s.heading ? [s.heading] : []),
    ...s.lines,
    ...(s.link ? [`${s.link.label}: ${s.link.url}`] : []),
  ].join('\n');
}

/** The plain-text part and the HTML part (the one layout, email-layout.tsx) of one email. */
function render(
  studio: StudioDetails,
  subject: string,
  intro: string,
  sections: Section[],
  unsubscribe?: string | null,
): MailMessage {
  const unsubscribeUrl = safeUrl(unsubscribe);
  const footer = footerLines(studio);
  const text = [
    intro,
    ...[...sections, ...unsubscribeSection(unsubscribeUrl)].map(sectionText),
    [footer.name, footer.address, footer.email, footer.phone].filter(Boolean).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = emailHtml(
    { subject, intro, sections, unsubscribeUrl },
    { studio, siteUrl: SITE_URL },
  );
  return { subject, text, html };
}

export function bookingConfirmation(ctx: BookingMailContext): MailMessage {
  const b = ctx.booking;
  const sessions = sessionLines(b);
  return render(
    ctx.studio,
    `Your booking: ${b.workshop_name} on ${workshopDateLabel(b)}`,
    `Hello ${b.name}, thank you for booking ${places(b.guests)} on ${b.workshop_name}. Here are your details.`,
    [
      { heading: 'Your booking', lines: detailLines(b, ctx.studio) },
      ...(sessions.length ? [{ heading: 'Course sessions', lines: sessions }] : []),
      paymentSection(ctx),
      { heading: 'On the day', lines: [ARRIVE_EARLY] },
      { heading: 'Cancellation policy', lines: [...CANCELLATION_POLICY] },
      ...manageSection(ctx),
      {
        lines: [
          questions(ctx.studio, 'The attached calendar file adds the workshop to your calendar.'),
        ],
      },
    ],
    ctx.unsubscribeUrl,
  );
}

export function bookingNotice(ctx: BookingMailContext): MailMessage {
  const b = ctx.booking;
  return render(
    ctx.studio,
    `New booking: ${b.workshop_name}, ${workshopDateLabel(b)}, ${places(b.guests)}`,
    `${b.name} booked ${places(b.guests)} on ${b.workshop_name}.`,
    [
      {
        heading: 'Booking',
        lines: [`Reference: ${b.reference ?? 'none'}`, ...detailLines(b)],
      },
      {
        heading: 'Contact',
        lines: [
          `Name: ${b.name}`,
          `Email: ${b.email || 'not given'}`,
          // No phone number: mail lives in inboxes longer than bookings keep one (docs/product.md).
          'Phone: on the booking page, until the workshop has passed',
          `Newsletter: ${b.newsletterSignup ? 'yes' : 'no'}`,
        ],
      },
      {
        heading: 'Experience',
        lines: [
          `Level: ${b.experienceLevel || 'not given'}`,
          `Skills: ${b.experienceSkills || 'not given'}`,
        ],
      },
      { lines: [`Manage bookings: ${SITE_URL}/booked_workshops`] },
    ],
  );
}

export function bookingReminder(ctx: BookingMailContext): MailMessage {
  const b = ctx.booking;
  const at = ctx.studio.name ? ` at ${ctx.studio.name}` : '';
  return render(
    ctx.studio,
    `Reminder: ${b.workshop_name} on ${workshopDateLabel(b)} at ${b.time}`,
    `Hello ${b.name}, this is a reminder of your booking${at}.`,
    [
      { heading: 'Your booking', lines: detailLines(b, ctx.studio) },
      paymentSection(ctx),
      { heading: 'On the day', lines: [ARRIVE_EARLY] },
      { heading: 'Cancellation policy', lines: [...CANCELLATION_POLICY] },
      ...manageSection(ctx),
    ],
    ctx.unsubscribeUrl,
  );
}

/** The booking's calendar file, each event linking to the visitor's own booking page. */
function calendarAttachment(
  { booking, studio, manageUrl }: Pick<BookingMailContext, 'booking' | 'studio' | 'manageUrl'>,
  now: number,
) {
  return {
    filename: 'workshop.ics',
    type: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: base64(
      bookingCalendarFile(booking, studio, {
        stamp: now,
        sequence: booking.calendarSequence ?? 0,
        manageUrl: safeUrl(manageUrl),
      }),
    ),
  };
}

/** The visitor's confirmation with its .ics attachment; null when the booking has no email. */
export function confirmationMail(ctx: BookingMailContext, now: number): OutgoingMail | null {
  if (!ctx.booking.email) return null;
  return {
    kind: 'booking-confirmation',
    to: ctx.booking.email,
    fromName: senderName(ctx.studio),
    message: bookingConfirmation(ctx),
    bookingId: ctx.booking.id,
    attachments: [calendarAttachment(ctx, now)],
  };
}

/** The new-booking notice to the studio's email; null when its details have none. */
export function noticeMail(ctx: BookingMailContext): OutgoingMail | null {
  const to = studioInbox(ctx.studio, 'booking-notice');
  if (!to) return null;
  return {
    kind: 'booking-notice',
    to,
    fromName: senderName(ctx.studio),
    message: bookingNotice(ctx),
    bookingId: ctx.booking.id,
  };
}

/** The reminder the admin sends; null when the booking has no email. */
export function reminderMail(ctx: BookingMailContext, now: number): OutgoingMail | null {
  if (!ctx.booking.email) return null;
  return {
    kind: 'booking-reminder',
    to: ctx.booking.email,
    fromName: senderName(ctx.studio),
    message: bookingReminder(ctx),
    bookingId: ctx.booking.id,
    attachments: [calendarAttachment(ctx, now)],
  };
}

export interface CancellationContext {
  studio: StudioDetails;
  booking: Booking;
  reason?: string;
  unsubscribeUrl?: string | null;
  /** Who cancelled: the studio, or the visitor through their booking link. */
  by: 'staff' | 'visitor';
  /** When the studio cancelled the whole date: where the workshop's other dates are. */
  otherDatesUrl?: string | null;
  /** Staff cancelled it because the booker asked: not news to be sorry about. */
  askedByBooker?: boolean;
  /** Pence going back to the card the booking was paid with (a card payment only). */
  refundPence?: number;
}

/** What a cancellation email says about the money. */
function refundLine(b: Booking, refundPence: number): string {
  if (b.card && (b.card.state === 'paid' || b.card.state === 'refunded')) {
    return refundPence > 0
      ? `A refund of ${formatPrice(refundPence / 100)} is on its way to the card you paid with. It usually shows within 5 to 10 working days.`
      : 'This cancellation is not refunded.';
  }
  return b.payed
    ? REFUND_ON_ITS_WAY
    : 'You have not paid for this booking, so there is nothing to refund.';
}

export const REFUND_ON_ITS_WAY = 'Your refund is on its way.';

export function bookingCancellation({
  studio,
  booking: b,
  reason,
  by,
  unsubscribeUrl,
  otherDatesUrl,
  askedByBooker = false,
  refundPence = 0,
}: CancellationContext): MailMessage {
  const intro =
    by === 'visitor' || askedByBooker
      ? `Hello ${b.name}, as you asked, we have cancelled your booking of ${places(b.guests)} on ${b.workshop_name}.`
      : `Hello ${b.name}, we are sorry to tell you that your booking of ${places(b.guests)} on ${b.workshop_name} has been cancelled.`;
  const sections: Section[] = [{ heading: 'What was cancelled', lines: detailLines(b, studio) }];
  if (reason) sections.push({ heading: 'Why', lines: [reason] });
  sections.push({ heading: 'Payment', lines: [refundLine(b, refundPence)] });
  const otherDates = safeUrl(otherDatesUrl);
  if (otherDates) {
    sections.push({
      heading: 'Other dates',
      lines: [`See when ${b.workshop_name} is on again, and book another date.`],
      link: { label: 'See the other dates', url: otherDates },
    });
  }
  sections.push({ lines: [questions(studio, 'We hope to see you at another workshop.')] });
  return render(
    studio,
    `Cancelled: ${b.workshop_name} on ${workshopDateLabel(b)}`,
    intro,
    sections,
    unsubscribeUrl,
  );
}

export function cancellationMail(ctx: CancellationContext): OutgoingMail | null {
  if (!ctx.booking.email) return null;
  return {
    kind: 'booking-cancelled',
    to: ctx.booking.email,
    fromName: senderName(ctx.studio),
    message: bookingCancellation(ctx),
    bookingId: ctx.booking.id,
  };
}

export interface ChangeContext extends BookingMailContext {
  /** The booking as it was: its date and time are named as the old ones. */
  previous: Booking;
}

function changedSections(ctx: ChangeContext): Section[] {
  const b = ctx.booking;
  return [
    { heading: 'Your booking now', lines: detailLines(b, ctx.studio) },
    ...(sessionLines(b).length ? [{ heading: 'Course sessions', lines: sessionLines(b) }] : []),
    {
      heading: 'Before',
      lines: [
        `${ctx.previous.workshop_name}, ${workshopDateLabel(ctx.previous)} at ${ctx.previous.time}`,
      ],
    },
    paymentSection(ctx),
    { heading: 'On the day', lines: [ARRIVE_EARLY] },
    ...manageSection(ctx),
    {
      lines: [
        'The attached calendar file replaces the event you added before.',
        questions(ctx.studio),
      ],
    },
  ];
}

/** The booking moved to another date (by staff or by the visitor). */
export function movedMail(ctx: ChangeContext, now: number): OutgoingMail | null {
  const b = ctx.booking;
  if (!b.email) return null;
  return {
    kind: 'booking-moved',
    to: b.email,
    fromName: senderName(ctx.studio),
    message: render(
      ctx.studio,
      `Your booking has moved: ${b.workshop_name} on ${workshopDateLabel(b)}`,
      `Hello ${b.name}, your booking of ${places(b.guests)} has moved to ${b.workshop_name} on ${workshopDateLabel(b)} at ${b.time}.`,
      changedSections(ctx),
      ctx.unsubscribeUrl,
    ),
    bookingId: b.id,
    attachments: [calendarAttachment(ctx, now)],
  };
}

/** The studio changed the day or time of the booking's date. */
export function dateChangedMail(ctx: ChangeContext, now: number): OutgoingMail | null {
  const b = ctx.booking;
  if (!b.email) return null;
  return {
    kind: 'date-changed',
    to: b.email,
    fromName: senderName(ctx.studio),
    message: render(
      ctx.studio,
      `New date and time: ${b.workshop_name} on ${workshopDateLabel(b)} at ${b.time}`,
      `Hello ${b.name}, the studio has changed the day or time of ${b.workshop_name}. Your ${places(b.guests)} are now on ${workshopDateLabel(b)} at ${b.time}.`,
      changedSections(ctx),
      ctx.unsubscribeUrl,
    ),
    bookingId: b.id,
    attachments: [calendarAttachment(ctx, now)],
  };
}

/** Tells the studio what a visitor did with their own booking link (null: no studio email). */
export function visitorChangeNotice(
  studio: StudioDetails,
  booking: Booking,
  change: 'cancelled' | 'moved',
  previous?: Booking,
): OutgoingMail | null {
  const to = studioInbox(studio, 'visitor-change-notice');
  if (!to) return null;
  const what =
    change === 'cancelled'
      ? `${booking.name} cancelled ${places(booking.guests)} on ${booking.workshop_name}, ${workshopDateLabel(booking)}.`
      : `${booking.name} moved ${places(booking.guests)} to ${booking.workshop_name}, ${workshopDateLabel(booking)} at ${booking.time}.`;
  const sections: Section[] = [
    {
      heading: 'Booking',
      lines: [`Reference: ${booking.reference ?? 'none'}`, ...detailLines(booking)],
    },
  ];
  if (previous) {
    sections.push({
      heading: 'Before',
      lines: [`${previous.workshop_name}, ${workshopDateLabel(previous)} at ${previous.time}`],
    });
  }
  if (change === 'cancelled' && booking.payed) {
    sections.push({
      heading: 'Refund',
      lines: ['This booking was paid: it is on the refunds-due list.'],
    });
  }
  sections.push({ lines: [`Bookings: ${siteLink('/booked_workshops')}`] });
  return {
    kind: 'visitor-change-notice',
    to,
    fromName: senderName(studio),
    message: render(
      studio,
      `${change === 'cancelled' ? 'Cancelled' : 'Moved'} by the visitor: ${booking.workshop_name}, ${workshopDateLabel(booking)}`,
      what,
      sections,
    ),
    bookingId: booking.id,
  };
}

export interface WaitlistMailContext {
  studio: StudioDetails;
  entry: Pick<WaitlistEntry, 'id' | 'name' | 'email' | 'guests'>;
  date: Pick<ScheduledWorkshop, 'day' | 'date' | 'month' | 'year' | 'time'>;
  workshopName: string;
  leaveUrl: string;
  unsubscribeUrl?: string | null;
}

const leaveSection = (ctx: WaitlistMailContext): Section => ({
  lines: [
    'No longer want a place? Leave the waiting list and we will offer it to the next person.',
  ],
  link: { label: 'Leave the waiting list', url: ctx.leaveUrl },
});

const whenOf = (ctx: WaitlistMailContext) =>
  `${ctx.workshopName}, ${workshopDateLabel(ctx.date)} at ${ctx.date.time}`;

function waitlistMail(
  ctx: WaitlistMailContext,
  kind: MailKind,
  subject: string,
  intro: string,
  sections: Section[],
): OutgoingMail {
  return {
    kind,
    to: ctx.entry.email,
    fromName: senderName(ctx.studio),
    message: render(
      ctx.studio,
      subject,
      intro,
      [...sections, leaveSection(ctx)],
      ctx.unsubscribeUrl,
    ),
    waitlistEntryId: ctx.entry.id,
  };
}

export function waitlistJoinedMail(ctx: WaitlistMailContext & { position: number }) {
  return waitlistMail(
    ctx,
    'waitlist-joined',
    `You are on the waiting list: ${ctx.workshopName}, ${workshopDateLabel(ctx.date)}`,
    `Hello ${ctx.entry.name}, you are number ${ctx.position} on the waiting list for ${places(ctx.entry.guests)} on ${whenOf(ctx)}.`,
    [
      {
        lines: [
          'If places come free, we hold them for the first person in line whose group fits and email them a link to book, valid for 24 hours.',
        ],
      },
    ],
  );
}

export function waitlistOfferMail(
  ctx: WaitlistMailContext & { claimUrl: string; expiresAt: number; unitPrice: number },
) {
  const { guests } = ctx.entry;
  // Told before booking (docs/product.md#waiting-list); a type that could not be read has no price.
  const cost = Number.isFinite(ctx.unitPrice)
    ? [
        `The total for ${places(guests)} is ${formatPrice(totalPrice(ctx.unitPrice, guests))} (${formatPrice(ctx.unitPrice)} a person).`,
      ]
    : [];
  return waitlistMail(
    ctx,
    'waitlist-offer',
    `A place is free: ${ctx.workshopName}, ${workshopDateLabel(ctx.date)}`,
    `Hello ${ctx.entry.name}, good news: ${places(ctx.entry.guests)} came free on ${whenOf(ctx)}, and we are holding ${ctx.entry.guests === 1 ? 'it' : 'them'} for you.`,
    [
      {
        heading: 'Book them before the deadline',
        lines: [
          ...cost,
          `The offer stands until ${londonDeadline(ctx.expiresAt)}. After that the places go to the next person in line.`,
        ],
        link: { label: 'Book your places', url: ctx.claimUrl },
      },
    ],
  );
}

export function waitlistOfferExpiredMail(ctx: WaitlistMailContext) {
  return waitlistMail(
    ctx,
    'waitlist-offer-expired',
    `Your offer has run out: ${ctx.workshopName}, ${workshopDateLabel(ctx.date)}`,
    `Hello ${ctx.entry.name}, the places we held for you on ${whenOf(ctx)} were not booked in time, so we have offered them to the next person in line.`,
    [{ lines: ['We are sorry it did not work out this time. Do look at our other dates.'] }],
  );
}

/**
 * Asks the address to confirm the newsletter signup a booking asked for (double opt-in): until
 * it does, it is not on the list, so this email offers no unsubscribe link.
 */
export function newsletterConfirmMail(
  studio: StudioDetails,
  email: string,
  confirmUrl: string,
  bookingId?: string,
): OutgoingMail {
  const at = studio.name ? ` at ${studio.name}` : '';
  return {
    kind: 'newsletter-signup',
    to: email,
    fromName: senderName(studio),
    message: render(
      studio,
      studio.name
        ? `Please confirm your signup to the newsletter of ${studio.name}`
        : 'Please confirm your newsletter signup',
      `You asked for our newsletter when you booked: news of workshops, courses and events${at}. Please confirm that this is your email address and that you want it.`,
      [
        {
          lines: [
            `If it was not you, ignore this email: you will not be added, and we delete the request after ${NEWSLETTER_CONFIRM_DAYS} days.`,
            'We keep only your email address and when and how you signed up, and use them for nothing else.',
          ],
          link: { label: 'Confirm my signup', url: confirmUrl },
        },
      ],
      null,
    ),
    ...(bookingId ? { bookingId } : {}),
  };
}

export const LATE_REFUND_LINE = (total: number) =>
  `We have refunded the full ${formatPrice(total)} to the card you paid with. It usually shows within 5 to 10 working days.`;

/**
 * A payment that went through after the booking's hold had ended, when its places had gone: it
 * is refunded in full at once, and the visitor hears why, with the studio's contact.
 */
export function latePaymentRefundedMail(studio: StudioDetails, b: Booking): OutgoingMail | null {
  if (!b.email) return null;
  const contact = [studio.email, studio.phone].filter(Boolean).join(' or ');
  return {
    kind: 'late-payment-refunded',
    to: b.email,
    fromName: senderName(studio),
    message: render(
      studio,
      `Sorry, we could not keep your places: ${b.workshop_name} on ${workshopDateLabel(b)}`,
      `Hello ${b.name}, we are sorry: your payment for ${places(b.guests)} on ${b.workshop_name} reached us after the time we could hold the places for you, and by then they had gone to someone else.`,
      [
        { heading: 'What you tried to book', lines: detailLines(b, studio) },
        { heading: 'Your money', lines: [LATE_REFUND_LINE(b.total_price)] },
        {
          lines: [
            contact
              ? `We would love to find you another date: contact us at ${contact}.`
              : 'We would love to find you another date: reply to this email.',
          ],
        },
      ],
    ),
    bookingId: b.id,
  };
}

/** Staff's "Send card payment link": the booking's own payment page on the site. */
export function cardPaymentLinkMail(
  studio: StudioDetails,
  b: Booking,
  payUrl: string,
): OutgoingMail | null {
  const link = safeUrl(payUrl);
  if (!b.email || !link) return null;
  return {
    kind: 'payment-link',
    to: b.email,
    fromName: senderName(studio),
    message: render(
      studio,
      `Pay for your booking: ${b.workshop_name} on ${workshopDateLabel(b)}`,
      `Hello ${b.name}, here is the link to pay for your booking of ${places(b.guests)} on ${b.workshop_name} by card.`,
      [
        { heading: 'Your booking', lines: detailLines(b, studio) },
        {
          heading: 'Payment',
          lines: [`Please pay ${formatPrice(b.total_price)} on our secure payment page.`],
          link: { label: 'Pay by card', url: link },
        },
        { lines: [questions(studio)] },
      ],
    ),
    bookingId: b.id,
  };
}

export interface ClassMessageContext {
  studio: StudioDetails;
  to: { email: string; name: string };
  /** The date it is about: "Beginners Knitting, Tuesday 12th January 2027, 3pm". */
  about: string;
  /** Booked on the date, or waiting for a place on it. */
  waiting: boolean;
  subject: string;
  /** The message's paragraphs, plain text (escaped by the layout like every line). */
  paragraphs: string[];
  unsubscribeUrl?: string | null;
}

/** A message staff wrote to a class (or its waiting list), in the studio's email layout. */
export function classMessage(ctx: ClassMessageContext): MailMessage {
  const why = ctx.waiting
    ? `You are on the waiting list for ${ctx.about}.`
    : `You are booked on ${ctx.about}.`;
  return render(
    ctx.studio,
    ctx.subject,
    ctx.to.name ? `Hello ${ctx.to.name},` : 'Hello,',
    [
      ...ctx.paragraphs.map((line) => ({ lines: [line] })),
      { lines: [why] },
      { lines: [questions(ctx.studio)] },
    ],
    ctx.unsubscribeUrl,
  );
}

export function classMessageMail(ctx: ClassMessageContext): OutgoingMail {
  return {
    kind: 'class-message',
    to: ctx.to.email,
    fromName: senderName(ctx.studio),
    message: classMessage(ctx),
  };
}

/** A gift voucher's email (docs/product.md#gift-vouchers): to its recipient, or to the buyer. */
export interface VoucherMailContext {
  studio: StudioDetails;
  voucher: Voucher;
  to: string;
  /** To the buyer to hand over (else to the recipient, or from staff). */
  toBuyer: boolean;
  /** The printable page (a secret link), if there is one. */
  printUrl?: string | null;
}

export const VOUCHER_HOW_TO_USE = VOUCHER_HOW_TO_USE_WORDS;

export function voucherMail({
  studio,
  voucher,
  to,
  toBuyer,
  printUrl,
}: VoucherMailContext): OutgoingMail {
  const amount = formatPrice(voucher.amount / 100);
  const from = voucher.buyerName ? ` from ${voucher.buyerName}` : '';
  const link = safeUrl(printUrl);
  const intro = toBuyer
    ? `Hello ${voucher.buyerName ?? voucher.recipientName}, thank you: here is the ${amount} gift voucher you bought for ${voucher.recipientName}, to print or pass on.`
    : `Hello ${voucher.recipientName}, you have a ${amount} gift voucher${from} to spend on workshops at ${studio.name || 'our studio'}.`;
  return {
    kind: 'gift-voucher',
    to,
    fromName: senderName(studio),
    message: render(
      studio,
      toBuyer ? `Your gift voucher for ${voucher.recipientName}` : `A gift voucher for you${from}`,
      intro,
      [
        {
          heading: 'Gift voucher',
          lines: [
            `For: ${voucher.recipientName}`,
            `Value: ${amount}`,
            `Code: ${voucher.code}`,
            `Valid until: ${londonDate(voucher.expiresAt)}`,
          ],
        },
        ...(voucher.message
          ? [
              {
                heading: voucher.buyerName ? `A message from ${voucher.buyerName}` : 'A message',
                lines: [voucher.message],
              },
            ]
          : []),
        {
          heading: 'How to use it',
          lines: [VOUCHER_HOW_TO_USE],
          link: { label: 'Choose a workshop', url: siteLink(paths.bookAWorkshop) },
        },
        ...(link
          ? [
              {
                lines: ['A page to print (one sheet of A4 or A5):'],
                link: { label: 'Print the gift voucher', url: link },
              },
            ]
          : []),
        { lines: [questions(studio)] },
      ],
    ),
  };
}

import { describe, expect, it } from 'vitest';
import { studioDetails } from '../../../../scripts/lib/factories.ts';
import type { Booking } from '../../domain/model.js';
import { CANCELLATION_POLICY } from '../../domain/policy.js';
import { EMPTY_STUDIO } from '../../domain/studio-details.js';
import { SITE_URL } from '../config.js';
import { LOGO_PATH } from './email-layout.js';
import type { OutgoingMail } from './outbox.js';
import { loadMailRendering } from './rendering.js';
import { safeUrl } from './safe-url.js';
import {
  ARRIVE_EARLY,
  bookingCancellation,
  bookingConfirmation,
  bookingNotice,
  bookingReminder,
  cancellationMail,
  cardPaymentLinkMail,
  confirmationMail,
  dateChangedMail,
  LATE_REFUND_LINE,
  latePaymentRefundedMail,
  LINK_BY_EMAIL,
  movedMail,
  newsletterConfirmMail,
  noticeMail,
  reminderMail,
  visitorChangeNotice,
  waitlistJoinedMail,
  waitlistOfferExpiredMail,
  waitlistOfferMail,
} from './templates.js';

// The HTML and calendar file are loaded ahead of the work, as a write route does (rendering.ts).
await loadMailRendering();

const studio = studioDetails();

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const LINK = 'https://pay.example.com/abc?x=1&y=2';

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'b-123456',
  scheduled_workshop_id: 'd-1',
  date: '14',
  month: 'March',
  year: '2026',
  time: '10am',
  day: 'Saturday',
  guests: 2,
  name: 'Ada',
  email: 'ada@example.com',
  mobileNumber: '07700 900123',
  level: 'Novice',
  skills: '',
  experienceLevel: 'Beginner',
  experienceSkills: 'Scarves',
  workshop_type: 'beginners-crochet',
  workshop_name: 'Beginners Crochet',
  duration: '2hrs',
  total_price: 70,
  date_of_workshop: Date.UTC(2026, 2, 14, 10),
  payed: false,
  isCourse: false,
  courseDates: 1,
  courseInterval: 7,
  newsletterSignup: true,
  source: 'web',
  createdAt: 0,
  ...overrides,
});

describe('links in emails', () => {
  it('keeps only http(s) links', () => {
    expect(safeUrl('https://pay.example.com/a')).toBe('https://pay.example.com/a');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});

describe('the visitor confirmation', () => {
  const message = bookingConfirmation({ studio, booking: booking(), paymentLink: LINK });

  it('names the workshop and its date in the subject', () => {
    expect(message.subject).toBe('Your booking: Beginners Crochet on Saturday 14th March 2026');
  });

  it('says where: the studio’s address, when its details have one', () => {
    expect(message.text).toContain('Where: Purl & Pine, 4 Weaver Row, Testbury, TB1 2ZZ');
    const bare = bookingConfirmation({
      studio: studioDetails({ addressLines: [] }),
      booking: booking(),
      paymentLink: LINK,
    });
    expect(bare.text).not.toContain('Where:');
  });

  it('gives workshop, day and date, time, guests, total and the payment link', () => {
    for (const text of [message.text, message.html]) {
      expect(text).toContain('Beginners Crochet');
      expect(text).toContain('Saturday 14th March 2026');
      expect(text).toContain('Time: 10am');
      expect(text).toContain('Guests: 2');
      expect(text).toContain('Total: £70');
    }
    expect(message.text).toContain(LINK);
    expect(message.html).toContain(`href="${inHtml(LINK)}"`);
  });

  it('asks to arrive 10 minutes early and states the cancellation policy', () => {
    expect(message.text).toContain(ARRIVE_EARLY);
    for (const rule of CANCELLATION_POLICY) {
      expect(message.text).toContain(rule);
      expect(message.html).toContain(inHtml(rule));
    }
    expect(message.text).toContain('48 hours');
  });

  it('promises a payment link by email when there is no link for the group', () => {
    const big = bookingConfirmation({ studio, booking: booking({ guests: 5 }), paymentLink: null });
    expect(big.text).toContain(LINK_BY_EMAIL);
    expect(big.text).not.toContain('https://pay');
  });

  it('drops a payment link that is not http(s)', () => {
    const bad = bookingConfirmation({
      studio,
      booking: booking(),
      paymentLink: 'javascript:alert(1)',
    });
    expect(bad.html).not.toContain('javascript:');
    expect(bad.text).toContain(LINK_BY_EMAIL);
  });

  it('lists the sessions of a course', () => {
    const course = bookingConfirmation({
      studio,
      booking: booking({ isCourse: true, courseDates: 3, courseInterval: 7 }),
      paymentLink: LINK,
    });
    expect(course.text).toContain('Session 1: Saturday 14th March at 10am');
    expect(course.text).toContain('Session 2: Saturday 21st March at 10am');
    expect(course.text).toContain('Session 3: Saturday 28th March at 10am');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const hostile = bookingConfirmation({
      studio,
      booking: booking({ name: '<img src=x onerror=alert(1)>' }),
      paymentLink: LINK,
    });
    expect(hostile.html).not.toContain('<img src=x');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('goes to the visitor with the .ics calendar attached', () => {
    const mail = confirmationMail({ studio, booking: booking(), paymentLink: LINK }, 0);
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.kind).toBe('booking-confirmation');
    const ics = Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64').toString('utf8');
    expect(mail?.attachments?.[0]?.filename).toMatch(/\.ics$/);
    expect(ics).toContain('DTSTART:20260314T100000Z');
  });

  it('is not written for a booking without an email', () => {
    expect(
      confirmationMail({ studio, booking: booking({ email: '' }), paymentLink: LINK }, 0),
    ).toBeNull();
  });
});

describe('the cancellation', () => {
  const OTHER_DATES = 'https://site.example/workshop_description/beginners-crochet';

  it('points to the workshop’s other dates when the studio cancelled the whole date', () => {
    const ctx = { studio, booking: booking(), by: 'staff' as const };
    const dateGone = bookingCancellation({ ...ctx, otherDatesUrl: OTHER_DATES });
    expect(dateGone.text).toContain(
      `See when Beginners Crochet is on again, and book another date.\nSee the other dates: ${OTHER_DATES}`,
    );
    expect(dateGone.html).toContain(`href="${OTHER_DATES}"`);
    expect(bookingCancellation(ctx).text).not.toContain('other dates');
  });

  it('says “as you asked” when staff cancelled at the booker’s request, and is sorry otherwise', () => {
    const ctx = { studio, booking: booking(), by: 'staff' as const };
    expect(bookingCancellation({ ...ctx, askedByBooker: true }).text).toMatch(
      /^Hello Ada, as you asked, we have cancelled your booking of 2 places on Beginners Crochet\./,
    );
    expect(bookingCancellation(ctx).text).toMatch(/^Hello Ada, we are sorry to tell you/);
  });
});

describe('card payments', () => {
  const card = { state: 'paid' as const, holds: true, amount: 7000, paymentIntentId: 'pi_1' };

  it('a cancelled card payment says what goes back to the card, or that nothing does', () => {
    const ctx = { studio, booking: booking({ payed: true, card }), by: 'staff' as const };
    expect(bookingCancellation({ ...ctx, refundPence: 2500 }).text).toContain(
      'Payment\nA refund of £25 is on its way to the card you paid with.',
    );
    expect(bookingCancellation({ ...ctx, refundPence: 0 }).text).toContain(
      'Payment\nThis cancellation is not refunded.',
    );
    // Paid another way: the refund is on its way, as before.
    expect(bookingCancellation({ ...ctx, booking: booking({ payed: true }) }).text).toContain(
      'Payment\nYour refund is on its way.',
    );
  });

  it('a payment that came too late is refunded with an apology and the studio’s contact', () => {
    const mail = latePaymentRefundedMail(studio, booking({ card }))!;
    expect(mail).toMatchObject({ kind: 'late-payment-refunded', to: 'ada@example.com' });
    expect(mail.message.subject).toBe(
      'Sorry, we could not keep your places: Beginners Crochet on Saturday 14th March 2026',
    );
    expect(mail.message.text).toContain(LATE_REFUND_LINE(70));
    expect(mail.message.text).toContain(studio.email);
    expect(latePaymentRefundedMail(studio, booking({ email: '' }))).toBeNull();
  });

  it('staff’s card payment link leads to the booking’s payment page', () => {
    const page = 'https://site.example/checkout/abc';
    const mail = cardPaymentLinkMail(studio, booking(), page)!;
    expect(mail.kind).toBe('payment-link');
    expect(mail.message.text).toContain(`Pay by card: ${page}`);
    expect(mail.message.html).toContain(`href="${page}"`);
    expect(cardPaymentLinkMail(studio, booking(), 'javascript:alert(1)')).toBeNull();
  });
});

describe('the studio notice', () => {
  it('goes to the studio with the booking, contact and experience details', () => {
    const mail = noticeMail({ studio, booking: booking(), paymentLink: LINK })!;
    expect(mail.to).toBe(studio.email);
    expect(mail.message.subject).toBe(
      'New booking: Beginners Crochet, Saturday 14th March 2026, 2 places',
    );
    for (const part of [
      'Ada',
      'ada@example.com',
      'Level: Beginner',
      'Skills: Scarves',
      'Newsletter: yes',
    ]) {
      expect(mail.message.text).toContain(part);
    }
  });

  it('carries no phone number', () => {
    const mail = noticeMail({
      studio,
      booking: booking({ contactNumber: '020 7946 0000' }),
      paymentLink: LINK,
    });
    expect(mail?.message.text).not.toMatch(/07700|020 7946/);
    expect(mail?.message.html).not.toMatch(/07700|020 7946/);
  });

  it('escapes the visitor text in HTML', () => {
    const message = bookingNotice({
      studio,
      booking: booking({ experienceSkills: '<b>bold</b>' }),
      paymentLink: null,
    });
    expect(message.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('the reminder', () => {
  it('reminds of the date and time, and of payment while unpaid', () => {
    const message = bookingReminder({ studio, booking: booking(), paymentLink: LINK });
    expect(message.subject).toBe('Reminder: Beginners Crochet on Saturday 14th March 2026 at 10am');
    expect(message.text).toContain(LINK);
    expect(message.text).toContain(ARRIVE_EARLY);
  });

  it('thanks for payment once paid', () => {
    const message = bookingReminder({
      studio,
      booking: booking({ payed: true }),
      paymentLink: LINK,
    });
    expect(message.text).toContain('Thank you, your booking is paid.');
    expect(message.text).not.toContain(LINK);
  });

  it('is a booking-reminder mail with the calendar attached', () => {
    const mail = reminderMail({ studio, booking: booking(), paymentLink: LINK }, 0);
    expect(mail?.kind).toBe('booking-reminder');
    expect(mail?.attachments).toHaveLength(1);
  });
});

describe('every email', () => {
  const UNSUBSCRIBE = 'https://site.example/newsletter_unsubscribe/tok';
  const CONFIRM = 'https://site.example/newsletter_confirm/tok';
  const waitlist = {
    entry: { id: 'w-1', name: 'Ada', email: 'ada@example.com', guests: 2 },
    date: { day: 'Saturday', date: '14', month: 'March', year: '2026', time: '10am' },
    workshopName: 'Beginners Crochet',
    leaveUrl: 'https://site.example/leave_waitlist/tok',
  };
  const moved = { booking: booking(), previous: booking({ date: '7' }), paymentLink: LINK };

  /** Each email the functions write, for a studio and an unsubscribe link (if it may carry one). */
  const emails = (s: typeof studio, unsubscribeUrl: string | null) =>
    ({
      confirmation: confirmationMail(
        { studio: s, booking: booking(), paymentLink: LINK, unsubscribeUrl },
        0,
      ),
      reminder: reminderMail(
        { studio: s, booking: booking(), paymentLink: LINK, unsubscribeUrl },
        0,
      ),
      cancellation: cancellationMail({
        studio: s,
        booking: booking(),
        by: 'staff',
        unsubscribeUrl,
      }),
      moved: movedMail({ studio: s, ...moved, unsubscribeUrl }, 0),
      dateChanged: dateChangedMail({ studio: s, ...moved, unsubscribeUrl }, 0),
      waitlistJoined: waitlistJoinedMail({ studio: s, ...waitlist, position: 2, unsubscribeUrl }),
      waitlistOffer: waitlistOfferMail({
        studio: s,
        ...waitlist,
        unitPrice: 12.5,
        claimUrl: 'https://site.example/claim_offer/tok',
        expiresAt: Date.UTC(2026, 2, 10, 12),
        unsubscribeUrl,
      }),
      waitlistExpired: waitlistOfferExpiredMail({ studio: s, ...waitlist, unsubscribeUrl }),
      newsletter: newsletterConfirmMail(s, 'ada@example.com', CONFIRM),
      notice: noticeMail({ studio: s, booking: booking(), paymentLink: LINK }),
      visitorNotice: visitorChangeNotice(s, booking(), 'cancelled'),
    }) satisfies Record<string, OutgoingMail | null>;

  const toVisitor = [
    'confirmation',
    'reminder',
    'cancellation',
    'moved',
    'dateChanged',
    'waitlistJoined',
    'waitlistOffer',
    'waitlistExpired',
    'newsletter',
  ] as const;

  it.each(Object.keys(emails(studio, null)))(
    '%s has the studio’s logo, name, address and contact in both parts',
    (name) => {
      const mail = emails(studio, null)[name as keyof ReturnType<typeof emails>]!;
      const { html, text } = mail.message;
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain('role="presentation"');
      expect(html).toContain(`src="${SITE_URL}${LOGO_PATH}"`);
      expect(html).toContain(`alt="${inHtml(studio.name)}"`);
      expect(html).toContain('4 Weaver Row, Testbury, TB1 2ZZ');
      expect(html).toContain(`href="mailto:${studio.email}"`);
      expect(html).toContain('href="tel:01614960999"');
      expect(text).toMatch(
        /\n\nPurl & Pine\n4 Weaver Row, Testbury, TB1 2ZZ\nstudio@purl-and-pine.test\n0161 496 0999$/,
      );
      expect(mail.fromName).toBe('Purl & Pine Bookings');
    },
  );

  it.each(toVisitor.filter((name) => name !== 'newsletter'))(
    '%s carries the unsubscribe link in its footer when the address is on the newsletter',
    (name) => {
      const { html, text } = emails(studio, UNSUBSCRIBE)[name]!.message;
      expect(text).toContain(
        `You are on the studio’s newsletter list.\nUnsubscribe from the newsletter: ${UNSUBSCRIBE}`,
      );
      expect(html).toContain(`href="${UNSUBSCRIBE}"`);
      expect(html.indexOf(`href="${UNSUBSCRIBE}"`)).toBeGreaterThan(html.indexOf('4 Weaver Row'));
    },
  );

  it.each(toVisitor)(
    '%s has no unsubscribe link when the address is not on the newsletter',
    (name) => {
      const { html, text } = emails(studio, null)[name]!.message;
      expect(text).not.toContain('Unsubscribe');
      expect(html).not.toContain('Unsubscribe');
    },
  );

  it('asks to confirm a newsletter signup with its link, says what happens if it was not asked for, and offers no unsubscribe link before the address is on the list', () => {
    const { html, text } = emails(studio, UNSUBSCRIBE).newsletter!.message;
    expect(text).toContain(`Confirm my signup: ${CONFIRM}`);
    expect(html).toContain(`href="${CONFIRM}"`);
    expect(text).toContain(
      'If it was not you, ignore this email: you will not be added, and we delete the request after 7 days.',
    );
    expect(text).not.toContain('Unsubscribe');
    expect(html).not.toContain(UNSUBSCRIBE);
  });

  it('shows nothing of a field the studio left empty', () => {
    const bare = studioDetails({ addressLines: [], phone: '', email: '', senderName: '' });
    const mail = emails(bare, null).confirmation!;
    expect(mail.message.html).not.toContain('tel:');
    expect(mail.message.html).not.toContain('mailto:');
    expect(mail.message.html).not.toContain('Weaver');
    expect(mail.message.text).toContain('Questions? Reply to this email. The attached calendar');
    expect(mail.message.text).toMatch(/\n\nPurl & Pine$/);
    expect(mail.fromName).toBe('Purl & Pine');
    const nothing = emails(EMPTY_STUDIO, null);
    expect(nothing.reminder!.message.text).toContain('this is a reminder of your booking.');
    expect(nothing.newsletter!.message.subject).toBe('Please confirm your newsletter signup');
    expect(nothing.confirmation!.message.html).toContain('alt=""');
    expect(nothing.confirmation!.fromName).toBe('');
  });

  it('names the studio from its details in the wording', () => {
    const mails = emails(studio, null);
    expect(mails.reminder!.message.text).toContain(
      'Hello Ada, this is a reminder of your booking at Purl & Pine.',
    );
    expect(mails.newsletter!.message.subject).toBe(
      'Please confirm your signup to the newsletter of Purl & Pine',
    );
    expect(mails.cancellation!.message.text).toContain(
      'Questions? Reply to this email or write to studio@purl-and-pine.test. We hope to see you at another workshop.',
    );
  });

  it('sends the studio’s notices to the email in its details, and none without one', () => {
    const mails = emails(studio, null);
    expect(mails.notice?.to).toBe('studio@purl-and-pine.test');
    expect(mails.visitorNotice?.to).toBe('studio@purl-and-pine.test');
    const none = emails(studioDetails({ email: '' }), null);
    expect(none.notice).toBeNull();
    expect(none.visitorNotice).toBeNull();
  });

  it('says what an offer’s places cost in all before the visitor books them', () => {
    const { html, text } = emails(studio, null).waitlistOffer!.message;
    // Ada's offer holds 2 places at £12.50 each.
    expect(text).toContain('The total for 2 places is £25 (£12.50 a person).');
    expect(html).toContain('The total for 2 places is £25 (£12.50 a person).');
  });

  it('puts the studio’s address and name in the calendar file', () => {
    const mail = emails(studio, null).confirmation!;
    const ics = Buffer.from(mail.attachments![0]!.content, 'base64').toString('utf8');
    expect(ics).toContain('LOCATION:Purl & Pine\\, 4 Weaver Row\\, Testbury\\, TB1 2ZZ');
    expect(ics).toContain('ORGANIZER;CN="Purl & Pine":mailto:studio@purl-and-pine.test');
  });

  it('escapes a booking name with a script in every part of the HTML', () => {
    const hostile = booking({ name: '<script>alert("x")</script>' });
    const mails = [
      bookingConfirmation({ studio, booking: hostile, paymentLink: LINK }),
      cancellationMail({ studio, booking: hostile, by: 'visitor' })!.message,
      visitorChangeNotice(studio, hostile, 'moved', booking())!.message,
      waitlistJoinedMail({
        studio,
        ...waitlist,
        entry: { ...waitlist.entry, name: hostile.name },
        position: 1,
      }).message,
    ];
    for (const message of mails) {
      expect(message.html).not.toContain('<script');
      expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(message.text).toContain('<script>alert("x")</script>');
    }
  });

  it('escapes the studio’s own details too', () => {
    const odd = studioDetails({ name: 'Knit <b>& Purl</b>', addressLines: ['1 "Quoted" Lane'] });
    const { html } = emails(odd, null).confirmation!.message;
    expect(html).not.toContain('<b>');
    expect(html).toContain('alt="Knit &lt;b&gt;&amp; Purl&lt;/b&gt;"');
    expect(html).toContain('1 &quot;Quoted&quot; Lane');
  });
});

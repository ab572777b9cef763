import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/model.js';
import { CANCELLATION_POLICY } from '../../domain/policy.js';
import { STUDIO_EMAIL } from '../config.js';
import { escapeHtml, markup, safeUrl } from './html.js';
import {
  ARRIVE_EARLY,
  bookingConfirmation,
  bookingNotice,
  bookingReminder,
  confirmationMail,
  LINK_BY_EMAIL,
  noticeMail,
  reminderMail,
} from './templates.js';

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

describe('html escaping', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('escapes every interpolated value of the markup tag but keeps nested html', () => {
    const name = '<script>alert(1)</script>';
    const nested = markup`<br>`;
    expect(markup`<p>${name}</p>${nested}`.value).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><br>',
    );
  });

  it('keeps only http(s) links', () => {
    expect(safeUrl('https://pay.example.com/a')).toBe('https://pay.example.com/a');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});

describe('the visitor confirmation', () => {
  const message = bookingConfirmation({ booking: booking(), paymentLink: LINK });

  it('names the workshop and its date in the subject', () => {
    expect(message.subject).toBe('Your booking: Beginners Crochet on Saturday 14th March 2026');
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
    expect(message.html).toContain(`href="${escapeHtml(LINK)}"`);
  });

  it('asks to arrive 10 minutes early and states the cancellation policy', () => {
    expect(message.text).toContain(ARRIVE_EARLY);
    for (const rule of CANCELLATION_POLICY) {
      expect(message.text).toContain(rule);
      expect(message.html).toContain(escapeHtml(rule));
    }
    expect(message.text).toContain('48 hours');
  });

  it('promises a payment link by email when there is no link for the group', () => {
    const big = bookingConfirmation({ booking: booking({ guests: 5 }), paymentLink: null });
    expect(big.text).toContain(LINK_BY_EMAIL);
    expect(big.text).not.toContain('https://pay');
  });

  it('drops a payment link that is not http(s)', () => {
    const bad = bookingConfirmation({ booking: booking(), paymentLink: 'javascript:alert(1)' });
    expect(bad.html).not.toContain('javascript:');
    expect(bad.text).toContain(LINK_BY_EMAIL);
  });

  it('lists the sessions of a course', () => {
    const course = bookingConfirmation({
      booking: booking({ isCourse: true, courseDates: 3, courseInterval: 7 }),
      paymentLink: LINK,
    });
    expect(course.text).toContain('Session 1: Saturday 14th March at 10am');
    expect(course.text).toContain('Session 2: Saturday 21st March at 10am');
    expect(course.text).toContain('Session 3: Saturday 28th March at 10am');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const hostile = bookingConfirmation({
      booking: booking({ name: '<img src=x onerror=alert(1)>' }),
      paymentLink: LINK,
    });
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('goes to the visitor with the .ics calendar attached', () => {
    const mail = confirmationMail({ booking: booking(), paymentLink: LINK }, 0);
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.kind).toBe('booking-confirmation');
    const ics = Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64').toString('utf8');
    expect(mail?.attachments?.[0]?.filename).toMatch(/\.ics$/);
    expect(ics).toContain('DTSTART:20260314T100000Z');
  });

  it('is not written for a booking without an email', () => {
    expect(confirmationMail({ booking: booking({ email: '' }), paymentLink: LINK }, 0)).toBeNull();
  });
});

describe('the studio notice', () => {
  it('goes to the studio with the booking, contact and experience details', () => {
    const mail = noticeMail({ booking: booking(), paymentLink: LINK });
    expect(mail.to).toBe(STUDIO_EMAIL);
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
      booking: booking({ contactNumber: '020 7946 0000' }),
      paymentLink: LINK,
    });
    expect(mail.message.text).not.toMatch(/07700|020 7946/);
    expect(mail.message.html).not.toMatch(/07700|020 7946/);
  });

  it('escapes the visitor text in HTML', () => {
    const message = bookingNotice({
      booking: booking({ experienceSkills: '<b>bold</b>' }),
      paymentLink: null,
    });
    expect(message.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('the reminder', () => {
  it('reminds of the date and time, and of payment while unpaid', () => {
    const message = bookingReminder({ booking: booking(), paymentLink: LINK });
    expect(message.subject).toBe('Reminder: Beginners Crochet on Saturday 14th March 2026 at 10am');
    expect(message.text).toContain(LINK);
    expect(message.text).toContain(ARRIVE_EARLY);
  });

  it('thanks for payment once paid', () => {
    const message = bookingReminder({ booking: booking({ payed: true }), paymentLink: LINK });
    expect(message.text).toContain('Thank you, your booking is paid.');
    expect(message.text).not.toContain(LINK);
  });

  it('is a booking-reminder mail with the calendar attached', () => {
    const mail = reminderMail({ booking: booking(), paymentLink: LINK }, 0);
    expect(mail?.kind).toBe('booking-reminder');
    expect(mail?.attachments).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emulatorDb,
  getDate,
  mailFor,
  put,
  putBooking,
  putDate,
  putType,
  readDoc,
} from '../../scripts/lib/emulator.ts';
import { bookingBody } from '../../scripts/lib/factories.ts';
import type {
  AuditEntry,
  Booking,
  MailDoc,
  NewsletterSignup,
  ScheduledWorkshop,
  WorkshopType,
} from '../src/domain/model.ts';
import { CONFIRMED_BY, NEWSLETTER_CONFIRM_DAYS } from '../src/domain/newsletter.ts';
import { REMOVED_TOKEN } from '../src/domain/secret-links.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { newsletterSignupId } from '../src/lib/firestore.ts';
import {
  dropLapsedRequests,
  NEWSLETTER_ERRORS,
} from '../src/features/newsletter/newsletter.service.ts';
import { OUTBOX_ERRORS } from '../src/features/outbox/outbox.service.ts';
import { REMINDER_ERRORS } from '../src/features/bookings/reminders.service.ts';
import { adminToken, call } from './support/stack.ts';

// Privacy in the code (docs/product.md#data-retention): the newsletter takes an address only
// when it confirms (double opt-in), its unsubscribe link in the outbox works, staff can export and erase everything about an address, failed emails can
// be seen and resent, and a reminder is sent once per click.

const uniqueEmail = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.com`;
const UNSUBSCRIBE = /\/newsletter_unsubscribe\/([A-Za-z0-9_-]{43})/;
const CONFIRM = /\/newsletter_confirm\/([A-Za-z0-9_-]{43})/;

let token: string;
let type: WorkshopType;
let date: ScheduledWorkshop;

beforeAll(async () => {
  token = await adminToken();
  type = await putType();
  date = await putDate(type, 20, { guests: 40, guest_slots_remaining: 40 });
});

async function bookOnline(email: string, over: Record<string, unknown> = {}) {
  const body = bookingBody(date, { email, ...over });
  const res = await call('/api/save_booking', { method: 'POST', json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return body.id;
}

const signupOf = (email: string) =>
  readDoc<Record<string, unknown>>(COLLECTIONS.newsletterSignups, newsletterSignupId(email));

describe('the newsletter', () => {
  /** The confirmation link in the request an address was sent (double opt-in). */
  async function confirmLinkOf(bookingId: string) {
    const request = (await mailFor([bookingId])).find((m) => m.kind === 'newsletter-signup');
    return CONFIRM.exec(request!.message.text)![1]!;
  }

  const listed = async (email: string) => {
    const res = await call('/api/get_newsletter_signups', { token });
    return (res.body as NewsletterSignup[]).find((s) => s.email === email);
  };

  it('takes an address on only when it confirms from the email, recording when and how; then every email can unsubscribe it', async () => {
    const email = uniqueEmail('reader');
    const bookingId = await bookOnline(email, { newsletterSignup: true });
    expect(await signupOf(email)).toMatchObject({
      email,
      status: 'pending',
      consent: { source: 'booking', bookingId, wording: expect.any(String) },
    });
    expect(await listed(email)).toMatchObject({ email, status: 'pending' });

    // Not on the list yet: the request to confirm goes, and no email offers a way out of a
    // newsletter the address does not get.
    const toVisitor = (await mailFor([bookingId])).filter((m) => m.to === email);
    expect(toVisitor.map((m) => m.kind).sort()).toEqual([
      'booking-confirmation',
      'newsletter-signup',
    ]);
    for (const mail of toVisitor) expect(mail.message.text).not.toMatch(UNSUBSCRIBE);
    const link = await confirmLinkOf(bookingId);

    const before = Date.now();
    const res = await call(`/api/newsletter_confirm/${link}`, { method: 'POST' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ confirmed: true });
    const signup = await signupOf(email);
    expect(signup).toMatchObject({
      status: 'confirmed',
      consent: { source: 'booking', bookingId, confirmedBy: CONFIRMED_BY },
    });
    const consent = signup!.consent as { confirmedAt: number };
    expect(consent.confirmedAt).toBeGreaterThanOrEqual(before);
    expect(await listed(email)).toMatchObject({ status: 'confirmed' });
    // The same link again (a second click, a mail scanner after the person) says the same.
    const again = await call(`/api/newsletter_confirm/${link}`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect((await signupOf(email))!.consent).toEqual(signup!.consent);

    const next = await bookOnline(email, { newsletterSignup: true });
    const nextMails = (await mailFor([next])).filter((m) => m.to === email);
    expect(nextMails.map((m) => m.kind)).toEqual(['booking-confirmation']);
    const unsubscribe = UNSUBSCRIBE.exec(nextMails[0]!.message.text)![1]!;

    const off = await call(`/api/newsletter_unsubscribe/${unsubscribe}`, { method: 'POST' });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ unsubscribed: true });
    expect(await signupOf(email)).toBeUndefined();

    const gone = await call(`/api/newsletter_unsubscribe/${unsubscribe}`, { method: 'POST' });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: NEWSLETTER_ERRORS.unknownLink });
    const stale = await call(`/api/newsletter_confirm/${link}`, { method: 'POST' });
    expect(stale.status).toBe(404);
    expect(await signupOf(email)).toBeUndefined();
  });

  it('refuses made-up links and changes nothing', async () => {
    const email = uniqueEmail('stays');
    await bookOnline(email, { newsletterSignup: true });
    for (const path of ['newsletter_unsubscribe', 'newsletter_confirm']) {
      const res = await call(`/api/${path}/${'A'.repeat(43)}`, { method: 'POST' });
      expect(res.status).toBe(404);
    }
    const wrong = await call('/api/newsletter_confirm/not-a-link', { method: 'POST' });
    expect(wrong.body).toEqual({ error: NEWSLETTER_ERRORS.unknownConfirmLink });
    expect(await signupOf(email)).toMatchObject({ status: 'pending' });
  });

  it(`lets an unconfirmed request lapse after ${NEWSLETTER_CONFIRM_DAYS} days: its link is refused, and the daily job deletes it`, async () => {
    const [late, recent] = [uniqueEmail('late'), uniqueEmail('recent')];
    const lateBooking = await bookOnline(late, { newsletterSignup: true });
    await bookOnline(recent, { newsletterSignup: true });
    const link = await confirmLinkOf(lateBooking);
    const asked = (await signupOf(late))!.added_date as number;
    const lapsed = asked - NEWSLETTER_CONFIRM_DAYS * 24 * 3_600_000;
    await emulatorDb()
      .collection(COLLECTIONS.newsletterSignups)
      .doc(newsletterSignupId(late))
      .update({ added_date: lapsed });

    const res = await call(`/api/newsletter_confirm/${link}`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: NEWSLETTER_ERRORS.unknownConfirmLink });
    expect(await signupOf(late)).toMatchObject({ status: 'pending' });

    expect(await dropLapsedRequests()).toBeGreaterThanOrEqual(1);
    expect(await signupOf(late)).toBeUndefined();
    expect(await signupOf(recent)).toMatchObject({ status: 'pending' });
  });

  it('lets staff remove a signup, logged without the address', async () => {
    const email = uniqueEmail('removed');
    await bookOnline(email, { newsletterSignup: true });
    const res = await call('/api/remove_newsletter_signup', {
      method: 'POST',
      json: { email },
      token,
    });
    expect(res.status).toBe(200);
    expect(await signupOf(email)).toBeUndefined();
    const list = await call('/api/get_newsletter_signups', { token });
    expect(JSON.stringify(list.body)).not.toContain(email);
    const audit = await call(`/api/audit_log?target=${newsletterSignupId(email)}`, { token });
    expect(JSON.stringify(audit.body)).toContain('remove_newsletter_signup');
    expect(JSON.stringify(audit.body)).not.toContain(email);

    const gone = await call('/api/remove_newsletter_signup', {
      method: 'POST',
      json: { email },
      token,
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: NEWSLETTER_ERRORS.unknownSignup });
  });
});

describe('a person’s data', () => {
  it('is exported as a download, and erased leaving the counts', async () => {
    const email = uniqueEmail('subject');
    const bookingId = await bookOnline(email, {
      newsletterSignup: true,
      guests: 2,
      name: `Erasable ${randomUUID().slice(0, 8)}`,
    });
    const placesBefore = (await getDate(date.id)).guest_slots_remaining;
    const { name } = (await readDoc<Booking>(COLLECTIONS.bookings, bookingId))!;
    // A staff change names the person in its audit entry (docs/product.md#staff-and-security).
    const marked = await call('/api/update_booking', {
      method: 'POST',
      json: { id: bookingId, payed: true },
      token,
    });
    expect(marked.status).toBe(200);
    const named = await call(`/api/audit_log?target=${bookingId}`, { token });
    expect((named.body as AuditEntry[])[0]?.subject).toMatchObject({ name });

    expect((await call(`/api/person_data?email=${email}`)).status).toBe(401);
    const exported = await call(`/api/person_data?email=${encodeURIComponent(email)}`, { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(exported.body).toMatchObject({
      email,
      bookings: [{ id: bookingId, email, guests: 2 }],
      newsletterSignup: { email, status: 'pending' },
    });
    expect(exported.body.emails.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(exported.body)).not.toMatch(/Nonce|TokenHash/);
    // The emails (not delivered here: no mail key) still hold working links; the export none.
    const stored = JSON.stringify(await mailFor([bookingId]));
    expect(stored).toMatch(/\/manage_booking\/[A-Za-z0-9_-]{43}/);
    expect(stored).toMatch(/\/newsletter_confirm\/[A-Za-z0-9_-]{43}/);
    const shown = JSON.stringify(exported.body);
    expect(shown).toContain(`/manage_booking/${REMOVED_TOKEN}`);
    expect(shown).not.toMatch(
      /\/(manage_booking|newsletter_unsubscribe|newsletter_confirm|claim_offer|leave_waitlist)\/[A-Za-z0-9_-]{43}/,
    );

    const bad = await call('/api/erase_person', { method: 'POST', json: { email: 'nope' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBeDefined();

    const erased = await call('/api/erase_person', { method: 'POST', json: { email }, token });
    expect(erased.status).toBe(200);
    expect(erased.body.erased).toMatchObject({ bookings: 1, newsletterSignups: 1 });

    const booking = await readDoc<Booking>(COLLECTIONS.bookings, bookingId);
    expect(JSON.stringify(booking)).not.toContain(email);
    expect(booking).toMatchObject({ guests: 2, scheduled_workshop_id: date.id });
    expect((await getDate(date.id)).guest_slots_remaining).toBe(placesBefore);
    expect(await signupOf(email)).toBeUndefined();
    for (const mail of await mailFor([bookingId])) {
      expect(JSON.stringify(mail)).not.toContain(email);
      expect(mail.message.text).toBe('');
    }

    const after = await call(`/api/person_data?email=${encodeURIComponent(email)}`, { token });
    expect(after.body).toMatchObject({
      bookings: [],
      waitlist: [],
      newsletterSignup: null,
      emails: [],
    });
    const audit = await call('/api/audit_log?limit=50', { token });
    expect(JSON.stringify(audit.body)).toContain('erase_person');
    expect(JSON.stringify(audit.body)).not.toContain(email);
    const aboutBooking = (await call(`/api/audit_log?target=${bookingId}`, { token }))
      .body as AuditEntry[];
    expect(aboutBooking[0]?.subject).toMatchObject({ name: '(erased)' });
    expect(JSON.stringify(aboutBooking)).not.toContain(name);
  });
});

describe('failed emails', () => {
  it('are listed for staff and can be resent once', async () => {
    const id = `failed-${randomUUID()}`;
    const failed: MailDoc & { id: string } = {
      id,
      to: uniqueEmail('bounced'),
      kind: 'booking-confirmation',
      createdAt: Date.now(),
      message: { subject: 'Your booking', text: 'Hello', html: '<p>Hello</p>' },
      delivery: { state: 'FAILED', attempts: 5, error: '550 mailbox unavailable' },
    };
    await put(COLLECTIONS.mail, failed);

    const list = await call('/api/failed_mail', { token });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({ id, subject: 'Your booking', delivery: failed.delivery }),
    );

    const resent = await call('/api/resend_mail', { method: 'POST', json: { id }, token });
    expect(resent.status).toBe(200);
    // The local stack has no mail service: the attempt is recorded as skipped, not failed.
    expect(resent.body.delivery.state).toBe('SKIPPED');
    expect(JSON.stringify((await call('/api/failed_mail', { token })).body)).not.toContain(id);

    const twice = await call('/api/resend_mail', { method: 'POST', json: { id }, token });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: OUTBOX_ERRORS.notFailed });
    const unknown = await call('/api/resend_mail', {
      method: 'POST',
      json: { id: 'no-such-mail' },
      token,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the reminder button', () => {
  const reminders = async (bookingId: string) =>
    (await mailFor([bookingId])).filter((m) => m.kind === 'booking-reminder');

  it('sends one reminder per click, however often the click’s request arrives', async () => {
    const bookingId = await bookOnline(uniqueEmail('remind'));
    const click = { bookingId, requestId: randomUUID() };
    const [first, second] = await Promise.all([
      call('/api/send_booking_reminder', { method: 'POST', json: click, token }),
      call('/api/send_booking_reminder', { method: 'POST', json: click, token }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await reminders(bookingId)).toHaveLength(1);

    const nextClick = { bookingId, requestId: randomUUID() };
    const res = await call('/api/send_booking_reminder', {
      method: 'POST',
      json: nextClick,
      token,
    });
    expect(res.status).toBe(200);
    expect(await reminders(bookingId)).toHaveLength(2);
  });

  it('is refused for a workshop that has started, sending nothing', async () => {
    const started = await putDate(type, -1);
    const booking = await putBooking(started, type, { email: uniqueEmail('late') });
    const res = await call('/api/send_booking_reminder', {
      method: 'POST',
      json: { bookingId: booking.id, requestId: randomUUID() },
      token,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: REMINDER_ERRORS.started });
    expect(await reminders(booking.id)).toHaveLength(0);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailDoc } from '../src/domain/model.js';
import { REMOVED_TOKEN } from '../src/domain/secret-links.js';
import { COLLECTIONS } from '../src/lib/collections.js';
import {
  BACKOFF_MS,
  CLAIM_LEASE_MS,
  deliverIfDue,
  deliverMail,
  MAIL_BODY_RETENTION_MS,
  MAX_DELIVERY_ATTEMPTS,
  retryUndeliveredMail,
  type SendMail,
} from '../src/lib/mail/delivery.js';
import { claimMail, enqueueMail, purgeMail } from '../src/lib/mail/mail.repository.js';
import {
  clearFirestore,
  deliveredMailFor,
  emulatorDb,
  putDate,
  putPaymentLinks,
  putStudio,
  putType,
} from '../../scripts/lib/emulator.ts';
import { bookingBody } from '../../scripts/lib/factories.ts';
import { call } from './support/stack.ts';
import { NO_DELIVERY_KEY } from '../src/lib/secrets.js';

const mailDoc = async (id: string) =>
  (await emulatorDb().collection(COLLECTIONS.mail).doc(id).get()).data() as MailDoc;

function recorder(fail = false) {
  const sent: MailDoc[] = [];
  const send: SendMail = async (_key, mail) => {
    sent.push(mail);
    if (fail) throw new Error('SendGrid said no');
  };
  return { sent, send };
}

const KEY = 'SG.test-key';
const HOUR = 60 * 60_000;

const outgoing = (bookingId: string) => ({
  kind: 'booking-confirmation' as const,
  to: 'ada@example.com',
  message: { subject: 'Hello', text: 'Text', html: '<p>Text</p>' },
  bookingId,
  attachments: [{ filename: 'workshop.ics', type: 'text/calendar', content: 'QQ==' }],
});

/**
 * A mail written to the outbox and held for an hour, so the running stack's own delivery (the
 * function its writing triggers, which sends only what is due) leaves it to the test, whose
 * senders run on a clock at or after `due`.
 */
async function heldMail() {
  const now = Date.now();
  const due = now + HOUR;
  const id = await enqueueMail(outgoing('booking-mail-1'), now, due);
  return { id, due };
}

/** A sender whose mail service refuses with an HTTP status (as SendGrid's client does). */
function refusing(statusCode: number) {
  const sent: MailDoc[] = [];
  const send: SendMail = async (_key, mail) => {
    sent.push(mail);
    throw Object.assign(new Error(`Refused with ${statusCode}`), { code: statusCode });
  };
  return { sent, send };
}

const at = (ms: number) => ({ now: () => ms });

/**
 * A visitor books through the site; once the stack's delivery has recorded its confirmation
 * (SKIPPED: no mail key here), it is made to look as if it were still waiting for its first
 * attempt.
 */
async function bookWithConfirmationWaiting(overrides: Record<string, unknown> = {}) {
  await putPaymentLinks();
  const type = await putType();
  const date = await putDate(type, 12);
  const body = bookingBody(date, overrides);
  expect((await call('/api/save_booking', { method: 'POST', json: body })).status).toBe(201);
  await deliveredMailFor([body.id]);
  const id = `${body.id}-confirmation`;
  const now = Date.now();
  await emulatorDb()
    .collection(COLLECTIONS.mail)
    .doc(id)
    .update({ delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: now } });
  return { body, id, now };
}

describe('mail delivery', () => {
  beforeEach(async () => {
    await clearFirestore();
  });

  it('records a failed delivery with its error, tries again after a pause, and leaves the booking alone', async () => {
    const { body, id, now } = await bookWithConfirmationWaiting();
    const booking = (await emulatorDb().collection(COLLECTIONS.bookings).doc(body.id).get()).data();

    const { sent, send } = recorder(true);
    await deliverMail(id, { apiKey: KEY, send, ...at(now) });

    expect(sent).toHaveLength(1);
    expect((await mailDoc(id)).delivery).toEqual({
      state: 'ERROR',
      attempts: 1,
      error: 'SendGrid said no',
      nextAttemptAt: now + BACKOFF_MS[0]!,
    });
    const after = (await emulatorDb().collection(COLLECTIONS.bookings).doc(body.id).get()).data();
    expect(after).toEqual(booking);
  });

  it('keeps no working secret link once a mail is delivered: the visitor got them, the outbox keeps none', async () => {
    // The stack's delivery ran without a key (links kept); now a real attempt succeeds.
    const { id, now } = await bookWithConfirmationWaiting({ newsletterSignup: true });
    const token = /[A-Za-z0-9_-]{43}/;
    const secret = new RegExp(`/(manage_booking|newsletter_unsubscribe)/${token.source}`);
    expect(JSON.stringify(await mailDoc(id))).toMatch(secret);

    const { sent, send } = recorder();
    await deliverMail(id, { apiKey: KEY, send, ...at(now) });

    expect(sent[0]!.message.text).toMatch(secret);
    expect(sent[0]!.message.html).toMatch(secret);
    const kept = await mailDoc(id);
    expect(kept.delivery.state).toBe('SUCCESS');
    const calendar = (kept.attachments ?? [])
      .map((a) => Buffer.from(a.content, 'base64').toString('utf8'))
      .join('\n');
    for (const text of [kept.message.text, kept.message.html, calendar]) {
      expect(text).not.toMatch(secret);
    }
    expect(kept.message.text).toContain(`/manage_booking/${REMOVED_TOKEN}`);
    expect(kept.message.subject).toBe(sent[0]!.message.subject);
  });

  it('sends the stored mail with its attachment and records success', async () => {
    const { id, due } = await heldMail();
    const { sent, send } = recorder();
    await deliverMail(id, { apiKey: KEY, send, ...at(due) });
    expect(sent[0]).toMatchObject({
      to: 'ada@example.com',
      message: { subject: 'Hello' },
      attachments: [{ filename: 'workshop.ics' }],
    });
    const stored = await mailDoc(id);
    expect(stored.delivery).toEqual({
      state: 'SUCCESS',
      attempts: 1,
      deliveredAt: expect.any(Number),
    });
    expect(stored.purgeAt).toBe(stored.delivery.deliveredAt! + MAIL_BODY_RETENTION_MS);
  });

  it("records SKIPPED and sends nothing with the local stack's no-delivery key or no key", async () => {
    for (const apiKey of [NO_DELIVERY_KEY, '']) {
      const { id, due } = await heldMail();
      const { sent, send } = recorder();
      await deliverMail(id, { apiKey, send, ...at(due) });
      expect(sent).toEqual([]);
      expect((await mailDoc(id)).delivery).toEqual({ state: 'SKIPPED', attempts: 1 });
    }
  });

  it('is sent once when its trigger fires twice and the retry job tries it at the same time', async () => {
    const { id, due } = await heldMail();
    const written = await mailDoc(id);
    const { sent, send } = recorder();
    const options = { apiKey: KEY, send, ...at(due) };
    await Promise.all([
      deliverIfDue(id, written, options),
      retryUndeliveredMail(options),
      deliverIfDue(id, written, options),
      deliverMail(id, options),
    ]);
    expect(sent).toHaveLength(1);
    expect((await mailDoc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('leaves a mail held until later to the retry job when its trigger fires', async () => {
    const { id, due } = await heldMail();
    const written = await mailDoc(id);
    const { sent, send } = recorder();
    expect(await deliverIfDue(id, written, { apiKey: KEY, send, ...at(due - 1) })).toBe(false);
    expect(await mailDoc(id)).toEqual(written);
    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(due) })).toEqual([id]);
    expect(sent).toHaveLength(1);
  });

  it('retries a temporary failure once its pause is over, and never sends delivered mail again', async () => {
    const { id, due: now } = await heldMail();
    await deliverMail(id, { apiKey: KEY, send: recorder(true).send, ...at(now) });

    const { sent, send } = recorder();
    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(now + 1000) })).toEqual([]);
    const later = now + BACKOFF_MS[0]!;
    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(later) })).toEqual([id]);
    expect(sent).toHaveLength(1);
    expect((await mailDoc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });

    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(later + 3_600_000) })).toEqual([]);
    await deliverMail(id, { apiKey: KEY, send, ...at(later + 3_600_000) });
    expect(sent).toHaveLength(1);
  });

  it('stops at once on a permanent refusal (4xx), but not on a rate limit', async () => {
    const { id: bad, due } = await heldMail();
    const refused = refusing(400);
    await deliverMail(bad, { apiKey: KEY, send: refused.send, ...at(due) });
    expect((await mailDoc(bad)).delivery).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(
      await retryUndeliveredMail({
        apiKey: KEY,
        send: refused.send,
        ...at(due + 86_400_000),
      }),
    ).toEqual([]);
    expect(refused.sent).toHaveLength(1);

    const limited = await heldMail();
    await deliverMail(limited.id, { apiKey: KEY, send: refusing(429).send, ...at(limited.due) });
    expect((await mailDoc(limited.id)).delivery).toMatchObject({ state: 'ERROR', attempts: 1 });
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} temporary failures`, async () => {
    const { id, due } = await heldMail();
    const { sent, send } = recorder(true);
    let now = due;
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) {
      await retryUndeliveredMail({ apiKey: KEY, send, ...at(now) });
      now += 2 * 60 * 60_000;
    }
    expect(sent).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect((await mailDoc(id)).delivery).toMatchObject({
      state: 'FAILED',
      attempts: MAX_DELIVERY_ATTEMPTS,
    });
  });

  it('takes over a claim whose sender never finished, once the claim has lapsed', async () => {
    const { id, due: now } = await heldMail();
    expect(await claimMail(id, now, now + CLAIM_LEASE_MS)).not.toBeNull();
    const { sent, send } = recorder();
    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(now + 60_000) })).toEqual([]);
    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(now + CLAIM_LEASE_MS) })).toEqual([
      id,
    ]);
    expect(sent).toHaveLength(1);
    expect((await mailDoc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });

  it('keeps subject, body and attachments 30 days after delivery, then only the delivery record', async () => {
    const { id, due } = await heldMail();
    await deliverMail(id, { apiKey: KEY, send: recorder().send, ...at(due) });
    const { purgeAt, delivery } = await mailDoc(id);
    await purgeMail(id, purgeAt! - 1);
    expect((await mailDoc(id)).message.subject).toBe('Hello');
    await purgeMail(id, purgeAt!);
    const purged = await mailDoc(id);
    expect(purged.message).toEqual({ subject: '', text: '', html: '' });
    expect(purged.attachments).toBeUndefined();
    expect(purged.delivery).toEqual(delivery);
    expect(purged.to).toBe('ada@example.com');
  });
});

describe('delivery on the local stack: the function each new outbox mail triggers', () => {
  beforeEach(async () => {
    await clearFirestore();
  });

  it("delivers a booking's emails after the booking has answered, with no other request", async () => {
    await Promise.all([putPaymentLinks(), putStudio()]);
    const type = await putType();
    const date = await putDate(type, 12);
    const body = bookingBody(date);
    expect((await call('/api/save_booking', { method: 'POST', json: body })).status).toBe(201);

    // Waits (with a deadline) until each due mail's attempt is recorded.
    const mail = await deliveredMailFor([body.id]);
    expect(mail.map((m) => [m.kind, m.delivery])).toEqual([
      ['booking-confirmation', { state: 'SKIPPED', attempts: 1 }],
      ['booking-notice', { state: 'SKIPPED', attempts: 1 }],
    ]);
  });

  it('delivers a mail written to the outbox outside any request', async () => {
    const bookingId = randomUUID();
    const id = await enqueueMail(outgoing(bookingId));
    const [mail] = await deliveredMailFor([bookingId]);
    expect(mail).toMatchObject({ id, delivery: { state: 'SKIPPED', attempts: 1 } });
  });

  it('sends a mail once when the retry job races its trigger', async () => {
    const bookingId = randomUUID();
    const id = await enqueueMail(outgoing(bookingId));
    const { sent, send } = recorder();
    await retryUndeliveredMail({ apiKey: KEY, send });
    const [mail] = await deliveredMailFor([bookingId]);
    // Whichever claimed it first made the one attempt: the retry job's sender (SUCCESS) or the
    // stack's trigger, which has no mail key (SKIPPED).
    expect(mail!.id).toBe(id);
    expect(mail!.delivery.attempts).toBe(1);
    expect(sent).toHaveLength(mail!.delivery.state === 'SUCCESS' ? 1 : 0);
    expect(['SUCCESS', 'SKIPPED']).toContain(mail!.delivery.state);
  });
});

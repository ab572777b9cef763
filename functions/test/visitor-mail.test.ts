import { beforeEach, describe, expect, it } from 'vitest';
import type { MailDoc } from '../src/domain/model.js';
import { REMOVED_TOKEN } from '../src/domain/secret-links.js';
import { COLLECTIONS } from '../src/lib/collections.js';
import {
  BACKOFF_MS,
  CLAIM_LEASE_MS,
  deliverMail,
  MAIL_BODY_RETENTION_MS,
  MAX_DELIVERY_ATTEMPTS,
  retryUndeliveredMail,
  type SendMail,
} from '../src/lib/mail/delivery.js';
import { claimMail, enqueueMail, purgeMail } from '../src/lib/mail/mail.repository.js';
import {
  clearFirestore,
  emulatorDb,
  putDate,
  putPaymentLinks,
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
const old = () => Date.now() - 60_000;

async function oldMail(kind: MailDoc['kind'] = 'booking-confirmation') {
  return enqueueMail(
    {
      kind,
      to: 'ada@example.com',
      message: { subject: 'Hello', text: 'Text', html: '<p>Text</p>' },
      bookingId: 'booking-mail-1',
      attachments: [{ filename: 'workshop.ics', type: 'text/calendar', content: 'QQ==' }],
    },
    old(),
  );
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
 * A visitor books through the site; its confirmation (not delivered in the request: no mail key
 * here) is made to look as if it were still waiting for its first attempt.
 */
async function bookWithConfirmationWaiting(overrides: Record<string, unknown> = {}) {
  await putPaymentLinks();
  const type = await putType();
  const date = await putDate(type, 12);
  const body = bookingBody(date, overrides);
  expect((await call('/api/save_booking', { method: 'POST', json: body })).status).toBe(201);
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
    // Delivery ran in the request without a key (links kept); now a real attempt succeeds.
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
    const id = await oldMail();
    const { sent, send } = recorder();
    await deliverMail(id, { apiKey: KEY, send });
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
      const id = await oldMail();
      const { sent, send } = recorder();
      await deliverMail(id, { apiKey, send });
      expect(sent).toEqual([]);
      expect((await mailDoc(id)).delivery).toEqual({ state: 'SKIPPED', attempts: 1 });
    }
  });

  it('is sent once when the request and the retry job both try it', async () => {
    const id = await oldMail();
    const { sent, send } = recorder();
    await Promise.all([
      deliverMail(id, { apiKey: KEY, send }),
      retryUndeliveredMail({ apiKey: KEY, send }),
      deliverMail(id, { apiKey: KEY, send }),
    ]);
    expect(sent).toHaveLength(1);
    expect((await mailDoc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('retries a temporary failure once its pause is over, and never sends delivered mail again', async () => {
    const id = await oldMail();
    const now = Date.now();
    await deliverMail(id, { apiKey: KEY, send: recorder(true).send, ...at(now) });

    const { sent, send } = recorder();
    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(now + 1000) })).toEqual([]);
    const later = now + BACKOFF_MS[0]!;
    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(later) })).toEqual([id]);
    expect(sent).toHaveLength(1);
    expect((await mailDoc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });

    expect(await retryUndeliveredMail({ apiKey: KEY, send, ...at(later + 3_600_000) })).toEqual([]);
    await deliverMail(id, { apiKey: KEY, send });
    expect(sent).toHaveLength(1);
  });

  it('stops at once on a permanent refusal (4xx), but not on a rate limit', async () => {
    const bad = await oldMail();
    const refused = refusing(400);
    await deliverMail(bad, { apiKey: KEY, send: refused.send });
    expect((await mailDoc(bad)).delivery).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(
      await retryUndeliveredMail({
        apiKey: KEY,
        send: refused.send,
        ...at(Date.now() + 86_400_000),
      }),
    ).toEqual([]);
    expect(refused.sent).toHaveLength(1);

    const limited = await oldMail();
    await deliverMail(limited, { apiKey: KEY, send: refusing(429).send });
    expect((await mailDoc(limited)).delivery).toMatchObject({ state: 'ERROR', attempts: 1 });
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} temporary failures`, async () => {
    const id = await oldMail();
    const { sent, send } = recorder(true);
    let now = Date.now();
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
    const id = await oldMail();
    const now = Date.now();
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
    const id = await oldMail();
    await deliverMail(id, { apiKey: KEY, send: recorder().send });
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

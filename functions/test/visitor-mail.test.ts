import { beforeEach, describe, expect, it } from 'vitest';
import type { MailDoc } from '../src/domain/model.js';
import { COLLECTIONS } from '../src/lib/collections.js';
import {
  deliverMail,
  MAX_DELIVERY_ATTEMPTS,
  RETRY_GRACE_MS,
  retryUndeliveredMail,
  type SendMail,
} from '../src/lib/mail/delivery.js';
import { enqueueMail } from '../src/lib/mail/outbox.js';
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
const old = () => Date.now() - RETRY_GRACE_MS - 60_000;

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

describe('mail delivery', () => {
  beforeEach(async () => {
    await clearFirestore();
  });

  it('records a failed delivery with its error and attempts, and leaves the booking alone', async () => {
    await putPaymentLinks();
    const type = await putType();
    const date = await putDate(type, 12);
    const body = bookingBody(date);
    expect((await call('/api/save_booking', { method: 'POST', json: body })).status).toBe(201);
    const booking = (await emulatorDb().collection(COLLECTIONS.bookings).doc(body.id).get()).data();
    // Delivery ran in the request without a key; make it look like it is still waiting.
    const id = `${body.id}-confirmation`;
    await emulatorDb()
      .collection(COLLECTIONS.mail)
      .doc(id)
      .update({ delivery: { state: 'PENDING', attempts: 0 } });

    const { sent, send } = recorder(true);
    await deliverMail(id, { apiKey: KEY, send });

    expect(sent).toHaveLength(1);
    expect(await mailDoc(id)).toMatchObject({
      delivery: { state: 'ERROR', attempts: 1, error: 'SendGrid said no' },
    });
    const after = (await emulatorDb().collection(COLLECTIONS.bookings).doc(body.id).get()).data();
    expect(after).toEqual(booking);
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
    expect(stored.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(stored.delivery.deliveredAt).toEqual(expect.any(Number));
  });

  it("records SKIPPED and sends nothing with the local stack's no-delivery key", async () => {
    const id = await oldMail();
    const { sent, send } = recorder();
    await deliverMail(id, { apiKey: NO_DELIVERY_KEY, send });
    expect(sent).toEqual([]);
    expect((await mailDoc(id)).delivery).toEqual({ state: 'SKIPPED', attempts: 1 });
  });

  it('records SKIPPED and sends nothing without an API key', async () => {
    const id = await oldMail();
    const { sent, send } = recorder();
    await deliverMail(id, { apiKey: '', send });
    expect(sent).toEqual([]);
    expect((await mailDoc(id)).delivery).toEqual({ state: 'SKIPPED', attempts: 1 });
  });

  it('retries failed mail until it goes, and never sends delivered mail again', async () => {
    const id = await oldMail();
    await deliverMail(id, { apiKey: KEY, send: recorder(true).send });

    const { sent, send } = recorder();
    expect(await retryUndeliveredMail({ apiKey: KEY, send })).toEqual([id]);
    expect(sent).toHaveLength(1);
    expect((await mailDoc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });

    expect(await retryUndeliveredMail({ apiKey: KEY, send })).toEqual([]);
    await deliverMail(id, { apiKey: KEY, send });
    expect(sent).toHaveLength(1);
  });

  it('leaves mail alone while its own request may still be delivering it', async () => {
    const fresh = await enqueueMail({
      kind: 'booking-notice',
      to: 'studio@example.com',
      message: { subject: 's', text: 't', html: 'h' },
    });
    const { sent, send } = recorder();
    expect(await retryUndeliveredMail({ apiKey: KEY, send })).toEqual([]);
    expect(sent).toEqual([]);
    expect((await mailDoc(fresh)).delivery).toEqual({ state: 'PENDING', attempts: 0 });
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} failed attempts`, async () => {
    const id = await oldMail();
    const { sent, send } = recorder(true);
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) {
      await retryUndeliveredMail({ apiKey: KEY, send });
    }
    expect(sent).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect((await mailDoc(id)).delivery).toMatchObject({
      state: 'ERROR',
      attempts: MAX_DELIVERY_ATTEMPTS,
    });
  });
});

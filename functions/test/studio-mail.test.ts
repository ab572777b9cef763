import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emulatorDb,
  mailFor,
  putDate,
  putPaymentLinks,
  putStudio,
  putType,
} from '../../scripts/lib/emulator.ts';
import { bookingBody, shortId } from '../../scripts/lib/factories.ts';
import type { StudioDetails } from '../src/domain/studio-details.js';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.js';
import { adminToken, call } from './support/stack.ts';

// The emails read the studio's details from site content (docs/product.md#email): what staff
// save through the API is what the next email shows. The details the stack had are put back
// after, as other suites share the emulator.

const studioPath = '/api/site_content/studio';
const studioDoc = () =>
  emulatorDb().collection(COLLECTIONS.siteContent).doc(SITE_CONTENT_DOCS.studio);

describe('emails in the studio’s details', () => {
  let token: string;
  let before: Record<string, unknown> | undefined;
  let studio: StudioDetails;

  beforeAll(async () => {
    token = await adminToken();
    before = (await studioDoc().get()).data();
    await putPaymentLinks();
    studio = await putStudio();
  });

  afterAll(async () => {
    if (before) await studioDoc().set(before);
    else await studioDoc().delete();
  });

  it('shows a new phone and email in the next confirmation and sends the studio notice to the new email', async () => {
    const email = `desk-${shortId()}@studio-mail.test`;
    const put = await call(studioPath, {
      method: 'PUT',
      json: { ...studio, phone: '0161 496 0777', email },
      token,
    });
    expect(put.status).toBe(200);

    const date = await putDate(await putType(), 21, { guests: 8 });
    const body = bookingBody(date);
    expect((await call('/api/save_booking', { method: 'POST', json: body })).status).toBe(201);

    const mail = await mailFor([body.id]);
    const confirmation = mail.find((m) => m.kind === 'booking-confirmation')!;
    const notice = mail.find((m) => m.kind === 'booking-notice')!;
    for (const part of [confirmation.message.text, confirmation.message.html]) {
      expect(part).toContain('0161 496 0777');
      expect(part).toContain(email);
      expect(part).not.toContain(studio.phone);
      expect(part).not.toContain(studio.email);
    }
    expect(confirmation.message.html).toContain('href="tel:01614960777"');
    expect(confirmation.fromName).toBe(studio.senderName);
    expect(notice.to).toBe(email);
  });
});

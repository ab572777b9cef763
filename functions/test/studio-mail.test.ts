import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFor, putDate, putPaymentLinks, putType } from '../../scripts/lib/emulator.ts';
import { bookingBody, shortId } from '../../scripts/lib/factories.ts';
import type { StudioDetails } from '../src/domain/studio.js';
import { adminToken, call } from './support/stack.ts';

// The emails read the studio's details from site content (docs/product.md#emails): what staff
// save through the API is what the next email shows. The seed's details are put back after,
// as other suites share the emulator.

const studioPath = '/api/site_content/studio';

describe('emails in the studio’s details', () => {
  let token: string;
  let seeded: StudioDetails;

  beforeAll(async () => {
    token = await adminToken();
    await putPaymentLinks();
    seeded = (await call(studioPath)).body as StudioDetails;
  });

  afterAll(async () => {
    const restored = await call(studioPath, { method: 'PUT', json: seeded, token });
    expect(restored.status).toBe(200);
  });

  it('shows a new phone and email in the next confirmation and sends the studio notice to the new email', async () => {
    const email = `desk-${shortId()}@studio-mail.test`;
    const changed = { ...seeded, phone: '0161 496 0777', email };
    const put = await call(studioPath, { method: 'PUT', json: changed, token });
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
      if (seeded.phone) expect(part).not.toContain(seeded.phone);
    }
    expect(confirmation.message.html).toContain('href="tel:01614960777"');
    expect(confirmation.fromName).toBe(seeded.senderName || seeded.name);
    expect(notice.to).toBe(email);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorDb, putPaymentLinks, putStudio, readDoc } from '../../scripts/lib/emulator.ts';
import { LOCAL_STRIPE_SECRET_KEY } from '../../scripts/stripe-stand-in/local-keys.ts';
import type { MailDoc } from '../src/domain/model.js';
import { type Voucher, type VoucherPurchase, VOUCHER_MESSAGES } from '../src/domain/voucher.js';
import {
  applyVoucherSession,
  reconcileVoucherPurchases,
  sendDueVouchers,
} from '../src/features/vouchers/index.js';
import { stripe } from '../src/lib/stripe.js';
import { INVALID_EMAIL } from '../src/domain/messages.js';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.js';
import { LOCAL_LINK_SECRET } from '../src/lib/secrets.js';
import { call } from './support/stack.ts';
import { control, pressOnPage as press } from './support/stripe-stand-in.ts';

// Buying a gift voucher online (docs/product.md#gift-vouchers) through the local Stripe stand-in.

const buy = (overrides: Record<string, unknown> = {}, id = crypto.randomUUID()) =>
  call('/api/buy_voucher', {
    method: 'POST',
    json: {
      id,
      amount: 50,
      buyerName: 'Bea Buyer',
      buyerEmail: `bea.${crypto.randomUUID().slice(0, 8)}@example.com`,
      recipientName: 'Rosa Recipient',
      message: 'Happy birthday! Enjoy a morning of knitting.',
      sendTo: 'buyer',
      ...overrides,
    },
  });

const purchaseOf = async (id: string) =>
  (await readDoc<VoucherPurchase>(COLLECTIONS.voucherPurchases, id))!;
const voucherOf = async (code: string) => (await readDoc<Voucher>(COLLECTIONS.vouchers, code))!;
const pageOf = (returnUrl: string) => call(`/api${returnUrl}`);

beforeAll(async () => {
  process.env.STRIPE_SECRET_KEY = LOCAL_STRIPE_SECRET_KEY;
  process.env.LINK_SECRET ??= LOCAL_LINK_SECRET;
  await Promise.all([putStudio(), control('/webhooks/release')]);
  await emulatorDb()
    .collection(COLLECTIONS.siteContent)
    .doc(SITE_CONTENT_DOCS.paymentLinks)
    .set({ methods: 'both', links: { '1': 'https://pay.example.com/1' } });
});

afterAll(async () => {
  await control('/webhooks/release');
  await putPaymentLinks();
});

beforeEach(() => control('/webhooks/release'));

describe('buying a gift voucher', () => {
  it('makes the voucher only once Stripe says it is paid, and emails it to the buyer', async () => {
    const id = crypto.randomUUID();
    const res = await buy({}, id);
    expect(res.status).toBe(201);
    const { checkoutUrl, returnUrl } = res.body as { checkoutUrl: string; returnUrl: string };
    expect(checkoutUrl).toMatch(/\/pay\/cs_/);
    expect(returnUrl).toMatch(/^\/gift_voucher\/[\w-]{43}$/);
    expect(await purchaseOf(id)).toMatchObject({ state: 'open', amount: 5000 });
    // Not paid yet: no voucher, and its page says it is on its way.
    expect((await pageOf(returnUrl)).body).toEqual({ state: 'waiting' });

    const back = await press(checkoutUrl, 'pay');
    expect(back).toContain(`${returnUrl}?paid=1`);
    const purchase = await purchaseOf(id);
    expect(purchase.state).toBe('paid');
    const voucher = await voucherOf(purchase.code!);
    expect(voucher).toMatchObject({
      amount: 5000,
      balance: 5000,
      source: 'purchase',
      recipientName: 'Rosa Recipient',
      buyerName: 'Bea Buyer',
    });
    expect(voucher.ledger).toEqual([expect.objectContaining({ kind: 'purchase', amount: 5000 })]);

    const mail = (await readDoc<MailDoc>(COLLECTIONS.mail, `voucher-${voucher.code}-buyer`))!;
    expect(mail).toMatchObject({ kind: 'gift-voucher', to: purchase.buyerEmail });
    for (const words of [
      voucher.code,
      '£50',
      'Rosa Recipient',
      'Happy birthday! Enjoy a morning of knitting.',
      'How to use it',
      `${returnUrl}`,
    ]) {
      expect(mail.message.text).toContain(words);
    }
    const page = await pageOf(returnUrl);
    expect(page.body).toMatchObject({ state: 'ready', code: voucher.code, amount: 50 });

    // The paid session seen again (Stripe's event resent) makes nothing more.
    const session = await (await stripe()).checkout.sessions.retrieve(purchase.sessionId!);
    expect(await applyVoucherSession(session)).toBe(false);
    const all = await emulatorDb()
      .collection(COLLECTIONS.vouchers)
      .where('purchaseId', '==', id)
      .get();
    expect(all.size).toBe(1);
  });

  it('sends it to the recipient on the chosen day, through the scheduled job', async () => {
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const res = await buy({
      sendTo: 'recipient',
      recipientEmail: 'rosa.recipient@example.com',
      sendOn: later,
    });
    expect(res.status).toBe(201);
    await press(res.body.checkoutUrl, 'pay');
    const page = await pageOf(res.body.returnUrl);
    expect(page.body.state).toBe('ready');
    const code = page.body.code as string;
    expect(await readDoc(COLLECTIONS.mail, `voucher-${code}`)).toBeUndefined();
    // Not yet its day: nothing goes.
    await sendDueVouchers(Date.now());
    expect(await readDoc(COLLECTIONS.mail, `voucher-${code}`)).toBeUndefined();
    // Its day, 8 am London time: the recipient's email, once.
    const onTheDay = (await voucherOf(code)).sendOn!;
    expect(await sendDueVouchers(onTheDay + 60_000)).toBeGreaterThanOrEqual(1);
    const mail = (await readDoc<MailDoc>(COLLECTIONS.mail, `voucher-${code}`))!;
    expect(mail).toMatchObject({ to: 'rosa.recipient@example.com', kind: 'gift-voucher' });
    expect(mail.message.text).toContain('from Bea Buyer');
    expect((await voucherOf(code)).sentAt).toBeDefined();
    expect((await voucherOf(code)).sendOn).toBeUndefined();
  });

  it('makes the voucher when the webhook never came, through the scheduled job', async () => {
    const id = crypto.randomUUID();
    const res = await buy({}, id);
    await control('/webhooks/hold');
    await press(res.body.checkoutUrl, 'pay');
    expect(await purchaseOf(id)).toMatchObject({ state: 'open' });
    // Not before 10 minutes: the webhook may yet come.
    await reconcileVoucherPurchases(Date.now());
    expect(await purchaseOf(id)).toMatchObject({ state: 'open' });
    expect(await reconcileVoucherPurchases(Date.now() + 11 * 60_000)).toBeGreaterThanOrEqual(1);
    const purchase = await purchaseOf(id);
    expect(purchase.state).toBe('paid');
    expect((await voucherOf(purchase.code!)).balance).toBe(5000);
    await control('/webhooks/release');
  });

  it('answers the same page to the same request, and refuses a form with problems', async () => {
    const body = {
      id: crypto.randomUUID(),
      amount: '25',
      buyerName: 'Bea',
      buyerEmail: 'bea@example.com',
      recipientName: 'Rosa',
      sendTo: 'buyer',
    };
    const first = await call('/api/buy_voucher', { method: 'POST', json: body });
    const again = await call('/api/buy_voucher', { method: 'POST', json: body });
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);

    const bad = await buy({
      amount: 9,
      sendTo: 'recipient',
      recipientEmail: 'x',
      sendOn: '2020-01-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      amount: VOUCHER_MESSAGES.amount,
      recipientEmail: INVALID_EMAIL,
      sendOn: VOUCHER_MESSAGES.sendOn,
    });
    // To the recipient, their address is needed whatever else the form lacks.
    const noAddress = await buy({ buyerName: '', sendTo: 'recipient', sendOn: '2020-01-01' });
    expect(noAddress.body.fields).toMatchObject({
      buyerName: VOUCHER_MESSAGES.buyerName,
      recipientEmail: VOUCHER_MESSAGES.recipientEmail,
      sendOn: VOUCHER_MESSAGES.sendOn,
    });
    expect((await buy({ amount: 501 })).status).toBe(400);
    expect((await call('/api/gift_voucher/not-a-token')).status).toBe(404);
  });
});

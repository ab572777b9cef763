import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  emulatorDb,
  getDate,
  mailFor,
  putDate,
  putPaymentLinks,
  putStudio,
  putType,
  readDoc,
} from '../../scripts/lib/emulator.ts';
import { bookingBody } from '../../scripts/lib/factories.ts';
import type { Booking, ScheduledWorkshop, WorkshopType } from '../src/domain/model.js';
import { balanceOf, type Voucher, VOUCHER_MESSAGES } from '../src/domain/voucher.js';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.js';
import { adminToken, call, warmWorkers } from './support/stack.ts';
import { control, idle, press, stripeSdk as sdk } from './support/stripe-stand-in.ts';

// Spending gift vouchers on bookings (docs/product.md#gift-vouchers), with card payment through
// the local Stripe stand-in for what a voucher leaves to pay.

let type: WorkshopType;
let token: string;

const stored = async (id: string) => (await readDoc<Booking>(COLLECTIONS.bookings, id))!;
const voucherOf = async (code: string) => (await readDoc<Voucher>(COLLECTIONS.vouchers, code))!;

async function issue(amount: number): Promise<string> {
  const res = await call('/api/issue_voucher', {
    method: 'POST',
    token,
    json: { amount, recipientName: 'Gift Holder' },
  });
  expect(res.status).toBe(201);
  return res.body.code as string;
}

const book = (date: ScheduledWorkshop, overrides: Record<string, unknown> = {}) =>
  call('/api/save_booking', {
    method: 'POST',
    json: bookingBody(date, { guests: 1, ...overrides }),
  });

beforeAll(async () => {
  await Promise.all([putStudio(), control('/webhooks/release')]);
  await emulatorDb()
    .collection(COLLECTIONS.siteContent)
    .doc(SITE_CONTENT_DOCS.paymentLinks)
    .set({ methods: 'both', links: { '1': 'https://pay.example.com/1' } });
  // £24.50 a place.
  type = await putType({ name: 'Voucher Workshop', price: '£24.50', priceForTotal: 24.5 });
  token = await adminToken();
});

afterAll(async () => {
  await control('/webhooks/release');
  await putPaymentLinks();
});

beforeEach(() => control('/webhooks/release'));

describe('spending a gift voucher on a booking', () => {
  it('pays bookings from the balance until it is empty, then card pays the rest', async () => {
    const code = await issue(60);
    const date = await putDate(type, 30, { guests: 10, guest_slots_remaining: 10 });

    // Covered in full: no card payment, the booking is confirmed as paid.
    const first = await book(date, { guests: 2, voucherCode: code.toLowerCase(), payWith: 'card' });
    expect(first.status).toBe(201);
    expect(first.body.checkoutUrl).toBeUndefined();
    expect(first.body.booking).toMatchObject({
      status: 'booked',
      payed: true,
      total_price: 49,
      voucher: { code, amount: 49 },
      amountDue: 0,
    });
    expect((await mailFor([first.body.booking.id])).map((m) => m.kind).sort()).toEqual([
      'booking-confirmation',
      'booking-notice',
    ]);
    let voucher = await voucherOf(code);
    expect(voucher.balance).toBe(1100);
    expect(voucher.ledger.at(-1)).toMatchObject({
      kind: 'spend',
      amount: -4900,
      bookingId: first.body.booking.id,
      reference: first.body.reference,
    });

    // Part: the last £11 of it, and the card is charged the £13.50 left.
    const second = await book(date, { guests: 1, voucherCode: code, payWith: 'card' });
    expect(second.status).toBe(201);
    expect(second.body.booking).toMatchObject({
      status: 'awaiting_payment',
      total_price: 24.5,
      voucher: { code, amount: 11 },
      amountDue: 13.5,
    });
    const held = await stored(second.body.booking.id);
    expect(held.card).toMatchObject({ amount: 1350 });
    const session = await sdk().checkout.sessions.retrieve(held.card!.sessionId!);
    expect(session.amount_total).toBe(1350);
    await press(held.card!.sessionId!, 'pay');
    expect(await stored(second.body.booking.id)).toMatchObject({ status: 'booked', payed: true });
    voucher = await voucherOf(code);
    expect(voucher.balance).toBe(0);
    expect(voucher.balance).toBe(balanceOf(voucher.ledger));

    // Used up: an existing code typed exactly may say why.
    const third = await book(date, { voucherCode: code });
    expect(third.status).toBe(400);
    expect(third.body.fields.voucherCode).toBe('This gift voucher has been used up');
    expect((await getDate(date.id)).places_taken).toBe(3);
  });

  it('spends one balance exactly once when bookings use it at the same time', async () => {
    await warmWorkers(8);
    const code = await issue(100);
    const date = await putDate(type, 31, { guests: 20, guest_slots_remaining: 20 });
    // Eight bookings of £24.50 through the link: at most four fit in £100, the fifth gets £2.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => book(date, { voucherCode: code, payWith: 'link' })),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 400)).toBe(true);
    const made = answers.filter((a) => a.status === 201).map((a) => a.body.booking as Booking);
    const spent = made.reduce((sum, b) => sum + Math.round((b.voucher?.amount ?? 0) * 100), 0);
    expect(spent).toBe(10_000);
    const voucher = await voucherOf(code);
    expect(voucher.balance).toBe(0);
    expect(voucher.ledger.filter((e) => e.kind === 'spend')).toHaveLength(made.length);
    expect(balanceOf(voucher.ledger)).toBe(0);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body.fields.voucherCode).toBe('This gift voucher has been used up');
    }
  });

  it('refuses an expired or cancelled voucher, and a code that does not exist, writing nothing', async () => {
    const date = await putDate(type, 32, { guests: 10, guest_slots_remaining: 10 });
    const expired = await issue(30);
    await emulatorDb()
      .collection(COLLECTIONS.vouchers)
      .doc(expired)
      .update({ expiresAt: Date.now() - 1000 });
    const old = await book(date, { voucherCode: expired });
    expect(old.status).toBe(400);
    expect(old.body.fields.voucherCode).toMatch(/^This gift voucher expired on \d+ \w+ \d{4}$/);

    const voided = await issue(30);
    await call('/api/void_voucher', {
      method: 'POST',
      token,
      json: { code: voided, reason: 'Lost' },
    });
    const gone = await book(date, { voucherCode: voided });
    expect(gone.status).toBe(400);
    expect(gone.body.fields.voucherCode).toBe(
      'This gift voucher has been cancelled; please contact the studio',
    );

    // A near miss of a real code and a made-up one get the same words.
    const real = await issue(30);
    const last = real.at(-1) === '0' ? '1' : '0';
    const nearMiss = `${real.slice(0, -1)}${last}`;
    for (const wrong of [nearMiss, 'ZZZZ-ZZZZ-ZZZZ', 'hello']) {
      const res = await book(date, { voucherCode: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: VOUCHER_MESSAGES.notValid,
        fields: { voucherCode: VOUCHER_MESSAGES.notValid },
      });
    }
    expect((await getDate(date.id)).places_taken).toBe(0);
    expect((await voucherOf(real)).balance).toBe(3000);
  });
});

describe('giving a voucher part back', () => {
  it('returns the balance when the Checkout session for the rest expires', async () => {
    const code = await issue(10);
    const date = await putDate(type, 33, { guests: 5, guest_slots_remaining: 5 });
    const res = await book(date, { voucherCode: code, payWith: 'card' });
    expect(res.body.booking).toMatchObject({ voucher: { amount: 10 }, amountDue: 14.5 });
    expect((await voucherOf(code)).balance).toBe(0);
    const booking = await stored(res.body.booking.id);
    await control(`/checkout/sessions/${booking.card!.sessionId}/expire`);
    await idle();
    expect((await stored(booking.id)).status).toBe('expired');
    const voucher = await voucherOf(code);
    expect(voucher.balance).toBe(1000);
    expect(voucher.ledger.at(-1)).toMatchObject({
      kind: 'refund',
      amount: 1000,
      bookingId: booking.id,
      reason: 'Payment not completed',
    });
  });

  it('a cancellation within the policy puts the voucher part back and refunds only the card part', async () => {
    const code = await issue(20);
    const date = await putDate(type, 34, { guests: 5, guest_slots_remaining: 5 });
    const res = await book(date, { voucherCode: code, payWith: 'card' });
    const held = await stored(res.body.booking.id);
    await press(held.card!.sessionId!, 'pay');
    const paid = await stored(held.id);
    expect(paid.card).toMatchObject({ state: 'paid', amount: 450 });

    const cancelled = await call(`/api${res.body.manageUrl}/cancel`, { method: 'POST', json: {} });
    expect(cancelled.status).toBe(200);
    await idle();
    const after = await stored(held.id);
    expect(after.status).toBe('cancelled');
    expect(after.card!.refundRequested).toBe(450);
    const voucher = await voucherOf(code);
    expect(voucher.balance).toBe(2000);
    expect(voucher.ledger.at(-1)).toMatchObject({
      kind: 'refund',
      amount: 2000,
      bookingId: held.id,
    });

    // Cancelling again gives nothing back twice.
    await call(`/api${res.body.manageUrl}/cancel`, { method: 'POST', json: {} });
    expect((await voucherOf(code)).balance).toBe(2000);
  });

  it('staff cancelling with no refund leave the voucher spent', async () => {
    const code = await issue(50);
    const date = await putDate(type, 35, { guests: 5, guest_slots_remaining: 5 });
    const res = await book(date, { voucherCode: code, payWith: 'link' });
    expect(res.body.booking).toMatchObject({ payed: true, amountDue: 0 });
    const cancel = await call('/api/cancel_booking', {
      method: 'POST',
      token,
      json: { id: res.body.booking.id, notify: false, refund: 'none' },
    });
    expect(cancel.status).toBe(200);
    expect((await voucherOf(code)).balance).toBe(5000 - 2450);
    // Paid in full by the voucher: nothing for staff to refund by hand.
    expect((await stored(res.body.booking.id)).refundDue).toBeUndefined();
  });
});

describe('a late payment of what a voucher left to pay', () => {
  it('spends the voucher again when it is confirmed after its hold was released', async () => {
    const code = await issue(10);
    const date = await putDate(type, 38, { guests: 4, guest_slots_remaining: 4 });
    const res = await book(date, { voucherCode: code, payWith: 'card' });
    const booking = await stored(res.body.booking.id);
    await control('/webhooks/hold');
    await press(booking.card!.sessionId!, 'pay');
    // As the release had done before Stripe's word came: the booking expired, its places and
    // its voucher part given back.
    await emulatorDb().collection(COLLECTIONS.bookings).doc(booking.id).update({
      status: 'expired',
      'card.state': 'expired',
    });
    const held = await getDate(date.id);
    await emulatorDb()
      .collection(COLLECTIONS.scheduledWorkshops)
      .doc(date.id)
      .update({ places_held: 0, guest_slots_remaining: held.guests, is_available: true });
    const spent = await voucherOf(code);
    const back = {
      at: Date.now(),
      kind: 'refund',
      amount: 1000,
      bookingId: booking.id,
      by: 'test',
    };
    await emulatorDb()
      .collection(COLLECTIONS.vouchers)
      .doc(code)
      .update({ ledger: [...spent.ledger, back], balance: 1000 });

    await control('/webhooks/release');
    await idle();
    expect(await stored(booking.id)).toMatchObject({ status: 'booked', payed: true });
    const voucher = await voucherOf(code);
    expect(voucher.balance).toBe(0);
    expect(voucher.ledger.at(-1)).toMatchObject({
      kind: 'spend',
      amount: -1000,
      bookingId: booking.id,
    });
  });
});

describe('a voucher booking changed by staff', () => {
  it('leaves what a new guest adds to pay, the voucher part unchanged', async () => {
    const code = await issue(30);
    const date = await putDate(type, 37, { guests: 5, guest_slots_remaining: 5 });
    const res = await book(date, { voucherCode: code, payWith: 'link' });
    expect(res.body.booking).toMatchObject({ payed: true, amountDue: 0 });
    const edited = await call('/api/edit_booking', {
      method: 'POST',
      token,
      json: { id: res.body.booking.id, guests: 2 },
    });
    expect(edited.status).toBe(200);
    expect(await stored(res.body.booking.id)).toMatchObject({
      total_price: 49,
      voucher: { amount: 24.5 },
      amountDue: 24.5,
    });
  });
});

describe('checking a code before booking', () => {
  const check = (json: unknown) => call('/api/check_voucher', { method: 'POST', json });

  it('answers the part of a total the balance pays and what is left', async () => {
    const code = await issue(30);
    const res = await check({ code: code.replaceAll('-', ' ').toLowerCase(), total: 49 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code, balance: 30, used: 30, left: 19 });
    const small = await check({ code, total: 24.5 });
    expect(small.body).toMatchObject({ used: 24.5, left: 0 });
  });

  it('answers a near miss exactly as a code that never existed', async () => {
    const code = await issue(30);
    const near = `${code.slice(0, -1)}${code.at(-1) === '0' ? '1' : '0'}`;
    const [a, b] = await Promise.all([check({ code: near }), check({ code: 'AAAA-BBBB-CCCC' })]);
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    expect(a.body).toEqual(b.body);
    expect(a.body.error).toBe(VOUCHER_MESSAGES.notValid);
  });

  it('limits the tries of one code (429 with Retry-After), booking included', async () => {
    const guess = `${crypto
      .randomUUID()
      .replace(/[^0-9a-f]/g, '')
      .slice(0, 12)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await check({ code: guess })).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await check({ code: guess });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(VOUCHER_MESSAGES.tooMany);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The booking form counts against the same code's tries.
    const date = await putDate(type, 36, { guests: 5, guest_slots_remaining: 5 });
    expect((await book(date, { voucherCode: guess })).status).toBe(429);
  });
});

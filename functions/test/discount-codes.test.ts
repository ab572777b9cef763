import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingsOn,
  emulatorDb,
  getDate,
  putDate,
  putPaymentLinks,
  putStudio,
  putType,
  readDoc,
} from '../../scripts/lib/emulator.ts';
import { bookingBody } from '../../scripts/lib/factories.ts';
import { DISCOUNT_MESSAGES, type DiscountCode, discountRefusal } from '../src/domain/discount.ts';
import type { AuditEntry, Booking, WorkshopType } from '../src/domain/model.ts';
import { CHECKS_PER_CODE } from '../src/features/discounts/discounts.routes.ts';
import {
  readDiscountCode,
  refusedCode,
  takeDiscountPlaces,
} from '../src/features/discounts/index.ts';
import { guardedCommit } from '../src/lib/guarded-commit.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call, visitorToken, warmWorkers } from './support/stack.ts';

// Discount codes (docs/product.md#discount-codes): staff manage them; a booking takes its
// places of a code in its own guarded commit, and gives them back when cancelled or made smaller.

let token: string;
let type: WorkshopType;
let other: WorkshopType;

beforeAll(async () => {
  [token, type, other] = await Promise.all([
    adminToken(),
    putType({ name: 'Learn to Knit', price: '£30', priceForTotal: 30 }),
    putType({ name: 'Crochet Basics', price: '£25', priceForTotal: 25 }),
    putPaymentLinks(),
    putStudio(),
  ]);
});

const newCode = () => `T${randomUUID().slice(0, 8).toUpperCase()}`;
const readCode = (code: string) => readDoc<DiscountCode>(COLLECTIONS.discountCodes, code);

async function createCode(fields: Record<string, unknown> = {}) {
  const code = newCode();
  const res = await call('/api/discount_code', {
    method: 'POST',
    token,
    json: { create: true, code: code.toLowerCase(), kind: 'percent', value: 10, ...fields },
  });
  expect(res.status).toBe(200);
  return res.body as DiscountCode;
}

async function auditOf(code: string) {
  const snap = await emulatorDb()
    .collection(COLLECTIONS.auditLog)
    .where('target.id', '==', code)
    .get();
  return snap.docs.map((d) => d.data() as AuditEntry).sort((a, b) => a.at - b.at);
}

const book = (json: Record<string, unknown>) => call('/api/save_booking', { method: 'POST', json });

describe('staff manage discount codes', () => {
  it('refuses visitors and people who are not staff', async () => {
    const body = { create: true, code: newCode(), kind: 'percent', value: 10 };
    expect((await call('/api/discount_code', { method: 'POST', json: body })).status).toBe(401);
    const visitor = await visitorToken();
    expect(
      (await call('/api/discount_code', { method: 'POST', json: body, token: visitor })).status,
    ).toBe(403);
    expect((await call('/api/discount_codes')).status).toBe(401);
    expect(await readCode(body.code)).toBeUndefined();
  });

  it('creates a code in upper case, once, and lists it with its uses', async () => {
    const created = await createCode({
      kind: 'amount',
      value: 7.5,
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
      workshopTypes: [type.id],
      maxPlaces: 20,
    });
    expect(created).toMatchObject({
      kind: 'amount',
      value: 7.5,
      workshopTypes: [type.id],
      maxPlaces: 20,
      placesUsed: 0,
      active: true,
    });
    expect(created.code).toMatch(/^T[0-9A-F]{8}$/);
    expect(await readCode(created.code)).toEqual(created);

    const again = await call('/api/discount_code', {
      method: 'POST',
      token,
      json: { create: true, code: created.code.toLowerCase(), kind: 'percent', value: 50 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DISCOUNT_MESSAGES.exists);
    expect(await readCode(created.code)).toEqual(created);

    const list = await call('/api/discount_codes', { token });
    expect(list.status).toBe(200);
    expect((list.body as DiscountCode[]).find((c) => c.code === created.code)).toEqual(created);
  });

  it('answers each wrong field with its message and stores nothing', async () => {
    const code = newCode();
    const res = await call('/api/discount_code', {
      method: 'POST',
      token,
      json: { create: true, code, kind: 'percent', value: 150, maxPlaces: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      value: DISCOUNT_MESSAGES.percent,
      maxPlaces: DISCOUNT_MESSAGES.maxPlaces,
    });
    expect(await readCode(code)).toBeUndefined();
  });

  it('changes a code keeping its uses, switches it off, and audit-logs each', async () => {
    const created = await createCode({ maxPlaces: 5 });
    await emulatorDb()
      .collection(COLLECTIONS.discountCodes)
      .doc(created.code)
      .update({ placesUsed: 2 });
    const changed = await call('/api/discount_code', {
      method: 'POST',
      token,
      json: { code: created.code, kind: 'percent', value: 25, maxPlaces: 8 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ value: 25, maxPlaces: 8, placesUsed: 2 });

    const off = await call('/api/discount_code_active', {
      method: 'POST',
      token,
      json: { code: created.code.toLowerCase(), active: false },
    });
    expect(off.status).toBe(200);
    expect((await readCode(created.code))?.active).toBe(false);

    const missing = await call('/api/discount_code', {
      method: 'POST',
      token,
      json: { code: newCode(), kind: 'percent', value: 25 },
    });
    expect(missing.status).toBe(404);

    const entries = await auditOf(created.code);
    expect(entries.map((e) => e.action)).toEqual([
      'add_discount_code',
      'update_discount_code',
      'deactivate_discount_code',
    ]);
    expect(entries[0]!.by.email).toBe('staff-admin@studio.test');
    expect(entries[1]!.before).toMatchObject({ value: 10, maxPlaces: 5 });
    expect(entries[1]!.after).toMatchObject({ value: 25, maxPlaces: 8 });
    expect(entries[2]!.after).toMatchObject({ active: false });
  });
});

describe('POST /api/check_discount', () => {
  const check = (code: string, date: { id: string }, guests = 2) =>
    call('/api/check_discount', {
      method: 'POST',
      json: { code, scheduled_workshop_id: date.id, guests },
    });

  it('answers the prices with a code, and why not for each code that cannot be used', async () => {
    const date = await putDate(type, 10);
    const otherDate = await putDate(other, 10);
    const ok = await createCode({ value: 15, workshopTypes: [type.id], maxPlaces: 3 });
    const res = await check(ok.code.toLowerCase(), date, 2);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: ok.code, fullPrice: 60, discountAmount: 9, total: 51 });

    expect((await check(ok.code, otherDate)).body).toEqual({
      error: 'This code is not for Crochet Basics',
      fields: { code: 'This code is not for Crochet Basics' },
    });
    const tooMany = await check(ok.code, date, 4);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe(DISCOUNT_MESSAGES.tooFewLeft(3));

    const expired = await createCode({ validFrom: '2020-01-01', validTo: '2020-12-31' });
    expect((await check(expired.code, date)).body.error).toBe('This code has expired');
    const later = await createCode({ validFrom: '2099-01-01' });
    expect((await check(later.code, date)).body.error).toBe(
      'This code can be used from 1 January 2099',
    );
    const usedUp = await createCode({ maxPlaces: 1 });
    await emulatorDb()
      .collection(COLLECTIONS.discountCodes)
      .doc(usedUp.code)
      .update({ placesUsed: 1 });
    const used = await check(usedUp.code, date);
    expect(used.status).toBe(409);
    expect(used.body.error).toBe('This code has been used up');
  });

  it('answers a code that does not exist the same as one that cannot, without a hint', async () => {
    const date = await putDate(type, 10);
    const real = await createCode();
    const nearMiss = await check(`${real.code.slice(0, -1)}Z`, date);
    const malformed = await check('no such code!', date);
    expect(nearMiss.status).toBe(400);
    expect(malformed.status).toBe(400);
    expect(nearMiss.body.error).toBe('This code is not valid');
    expect(malformed.body.error).toBe('This code is not valid');
  });

  it('limits the checks of one code (429), whatever code it is', async () => {
    const date = await putDate(type, 10);
    const guessed = newCode();
    const answers = [];
    for (let i = 0; i < CHECKS_PER_CODE; i++) answers.push((await check(guessed, date)).status);
    expect(answers.every((s) => s === 400)).toBe(true);
    const refused = await check(guessed, date);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  }, 120_000);
});

describe('save_booking with a discount code', () => {
  it('records the full price, the discount and the total, and takes the places of the code', async () => {
    const date = await putDate(type, 10, { guests: 8, guest_slots_remaining: 8 });
    const code = await createCode({ kind: 'percent', value: 15, maxPlaces: 5 });
    const res = await book(
      bookingBody(date, { guests: 3, discountCode: ` ${code.code.toLowerCase()}` }),
    );
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      guests: 3,
      fullPrice: 90,
      total_price: 76.5,
      discount: { code: code.code, amount: 13.5 },
    });
    const [stored] = await bookingsOn(date.id);
    expect(stored).toMatchObject({ fullPrice: 90, total_price: 76.5 });
    expect((await readCode(code.code))?.placesUsed).toBe(3);
    // The person export carries the booking's pricing too.
    const exported = await call(`/api/person_data?email=${encodeURIComponent(stored!.email)}`, {
      token,
    });
    expect(exported.body.bookings).toEqual([
      expect.objectContaining({
        fullPrice: 90,
        total_price: 76.5,
        discount: expect.objectContaining({ code: code.code, amount: 13.5 }),
      }),
    ]);
  });

  it('records the full price of a booking without a code too', async () => {
    const date = await putDate(type, 10);
    const res = await book(bookingBody(date, { guests: 2 }));
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ fullPrice: 60, total_price: 60 });
    expect(res.body.booking.discount).toBeUndefined();
  });

  it.each([
    [
      'for another workshop',
      { workshopTypes: ['someone-else'] },
      400,
      'This code is not for Learn to Knit',
    ],
    ['expired', { validTo: '2021-01-31' }, 400, 'This code has expired'],
    ['not valid yet', { validFrom: '2099-03-01' }, 400, 'This code can be used from 1 March 2099'],
    ['switched off', { active: false }, 400, DISCOUNT_MESSAGES.inactive],
    ['used up', { maxPlaces: 2, placesUsed: 2 }, 409, 'This code has been used up'],
    ['short of places', { maxPlaces: 2, placesUsed: 1 }, 409, DISCOUNT_MESSAGES.tooFewLeft(1)],
  ])(
    'refuses a code %s with its message and changes nothing',
    async (_, fields, status, message) => {
      const date = await putDate(type, 10, { guests: 8, guest_slots_remaining: 8 });
      const { placesUsed, ...form } = fields as Record<string, unknown>;
      const code = await createCode(form);
      if (placesUsed !== undefined) {
        await emulatorDb()
          .collection(COLLECTIONS.discountCodes)
          .doc(code.code)
          .update({ placesUsed });
      }
      const before = await readCode(code.code);
      const res = await book(bookingBody(date, { guests: 2, discountCode: code.code }));
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: message, fields: { discountCode: message } });
      expect(await bookingsOn(date.id)).toEqual([]);
      expect((await getDate(date.id)).guest_slots_remaining).toBe(8);
      expect(await readCode(code.code)).toEqual(before);
    },
  );

  it('refuses an unknown code as not valid and books nothing', async () => {
    const date = await putDate(type, 10);
    const res = await book(bookingBody(date, { discountCode: newCode() }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ discountCode: 'This code is not valid' });
    expect(await bookingsOn(date.id)).toEqual([]);
  });

  it('gives the places back to the code when the booking has fewer guests or is cancelled', async () => {
    const date = await putDate(type, 10, { guests: 8, guest_slots_remaining: 8 });
    const code = await createCode({ kind: 'amount', value: 10, maxPlaces: 4 });
    const res = await book(bookingBody(date, { guests: 4, discountCode: code.code }));
    expect(res.status).toBe(201);
    const id = res.body.booking.id as string;
    expect((await readCode(code.code))?.placesUsed).toBe(4);

    const edited = await call('/api/edit_booking', {
      method: 'POST',
      token,
      json: { id, guests: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      guests: 3,
      fullPrice: 90,
      total_price: 80,
      discount: { code: code.code, amount: 10 },
    });
    expect((await readCode(code.code))?.placesUsed).toBe(3);

    const cancelled = await call('/api/cancel_booking', {
      method: 'POST',
      token,
      json: { id, notify: false },
    });
    expect(cancelled.status).toBe(200);
    expect((await readCode(code.code))?.placesUsed).toBe(0);
    // Cancelling again gives nothing back twice.
    await call('/api/cancel_booking', { method: 'POST', token, json: { id, notify: false } });
    expect((await readCode(code.code))?.placesUsed).toBe(0);
  });
});

describe('a cancelled date', () => {
  it('gives every booking’s places back to the code in its one commit', async () => {
    const date = await putDate(type, 10, { guests: 8, guest_slots_remaining: 8 });
    const code = await createCode({ maxPlaces: 10 });
    for (const guests of [2, 3]) {
      const res = await book(bookingBody(date, { guests, discountCode: code.code }));
      expect(res.status).toBe(201);
    }
    expect((await readCode(code.code))?.placesUsed).toBe(5);
    const res = await call('/api/cancel_scheduled_workshop', {
      method: 'POST',
      token,
      json: { id: date.id, notify: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.cancelled).toHaveLength(2);
    expect((await readCode(code.code))?.placesUsed).toBe(0);
  });
});

describe('visitors taking the last uses of a code at once', () => {
  it('books exactly as many places as the code has left, never more', async () => {
    // Each on a date of its own: the code is the one document the bookings share.
    const dates = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        putDate(type, 10 + i, { guests: 5, guest_slots_remaining: 5 }),
      ),
    );
    const code = await createCode({ value: 20, maxPlaces: 3 });
    const bodies = dates.map((date) => bookingBody(date, { guests: 1, discountCode: code.code }));
    await warmWorkers(10);
    const answers = await Promise.all(
      bodies.map(async (json) => {
        for (let attempt = 0; ; attempt++) {
          const res = await book(json);
          if ((res.status !== 503 && res.status !== 504) || attempt === 2) return res;
          await new Promise((r) => setTimeout(r, 1000));
        }
      }),
    );
    const accepted = answers.filter((a) => a.status === 201 || a.status === 200);
    expect(accepted).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.body.error).toBe('This code has been used up');
    expect((await readCode(code.code))?.placesUsed).toBe(3);
    const booked: Booking[] = (await Promise.all(dates.map((d) => bookingsOn(d.id)))).flat();
    expect(booked).toHaveLength(3);
    expect(booked.every((b) => b.discount?.code === code.code && b.total_price === 24)).toBe(true);
  }, 300_000);
});

describe("a code's places taken by commits at once", () => {
  // In this process, so every commit reads the code before any of them writes: without the
  // precondition on the code's document they would all take a place.
  it('lets exactly as many commits take a place as the code has left', async () => {
    const code = await createCode({ maxPlaces: 3 });
    const use = { workshopType: type.id, workshopName: type.name, places: 1 };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        guardedCommit(async (commit) => {
          const found = await readDiscountCode(commit, code.code);
          const refusal = discountRefusal(found, { ...use, now: Date.now() });
          if (refusal || !found) throw refusedCode(refusal!, 'discountCode');
          takeDiscountPlaces(commit, found, 1);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(
      Array(7).fill('This code has been used up'),
    );
    expect((await readCode(code.code))?.placesUsed).toBe(3);
  });
});

describe('a discount code and a gift voucher on one booking', () => {
  const issueVoucher = async (amount: number) => {
    const res = await call('/api/issue_voucher', {
      method: 'POST',
      token,
      json: { amount, recipientName: 'Ada Lovelace' },
    });
    expect(res.status).toBe(201);
    return (res.body as { code: string }).code;
  };
  const balanceOf = async (code: string) =>
    (await readDoc<{ balance: number }>(COLLECTIONS.vouchers, code))!.balance;

  it('takes the discount off first; the voucher pays what is left, and the rest is due', async () => {
    const date = await putDate(type, 10);
    const code = await createCode({ kind: 'amount', value: 10 });
    const voucherCode = await issueVoucher(25);
    const res = await book(
      bookingBody(date, { guests: 2, discountCode: code.code, voucherCode: voucherCode }),
    );
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      fullPrice: 60,
      discount: { code: code.code, amount: 10 },
      total_price: 50,
      voucher: { code: voucherCode, amount: 25 },
      amountDue: 25,
      payed: false,
    });
    expect(await balanceOf(voucherCode)).toBe(0);
    expect((await readCode(code.code))!.placesUsed).toBe(2);
  });

  it('a move prices the booking at the new workshop with the same code; the voucher part stays', async () => {
    const date = await putDate(type, 10);
    const dearer = await putDate(other, 12);
    const code = await createCode({ kind: 'percent', value: 10 });
    const voucherCode = await issueVoucher(20);
    const booked = await book(
      bookingBody(date, { guests: 2, discountCode: code.code, voucherCode }),
    );
    expect(booked.status).toBe(201);
    const moved = await call('/api/move_booking', {
      method: 'POST',
      token,
      json: { id: booked.body.booking.id, scheduled_workshop_id: dearer.id, notify: false },
    });
    expect(moved.status).toBe(200);
    // Crochet Basics at £25: £50 less 10 % is £45, of which the voucher paid £20.
    expect(moved.body).toMatchObject({
      fullPrice: 50,
      discount: { code: code.code, amount: 5 },
      total_price: 45,
      voucher: { code: voucherCode, amount: 20 },
      amountDue: 25,
    });
  });

  it('a voucher larger than what the discount leaves pays it all and keeps the rest', async () => {
    const date = await putDate(type, 10);
    const code = await createCode({ kind: 'percent', value: 50 });
    const voucherCode = await issueVoucher(40);
    const res = await book(bookingBody(date, { guests: 2, discountCode: code.code, voucherCode }));
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      fullPrice: 60,
      total_price: 30,
      voucher: { code: voucherCode, amount: 30 },
      amountDue: 0,
      payed: true,
    });
    expect(await balanceOf(voucherCode)).toBe(1000);
  });
});

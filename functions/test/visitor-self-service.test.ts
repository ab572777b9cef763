import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliveredMailFor,
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
import type { Booking, MailDoc, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { MOVE_MAIL_WINDOW_MS } from '../src/domain/move-mail.ts';
import { POLICY_MESSAGES } from '../src/domain/policy.ts';
import { REFERENCE_PATTERN } from '../src/domain/reference.ts';
import { workshopDateLabel } from '../src/domain/wording.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call } from './support/stack.ts';

// A visitor's booking reference and secret link (no account): what the answer and the emails
// carry, what the link allows under the 48-hour policy, and that nothing leaks another person's data.

let type: WorkshopType;
let otherType: WorkshopType;
let token: string;

beforeAll(async () => {
  [type, otherType, token] = await Promise.all([
    putType({ name: 'Self-service Workshop', price: '£20', priceForTotal: 20 }),
    putType({ name: 'Another Workshop' }),
    adminToken(),
  ]);
  await Promise.all([putPaymentLinks(), putStudio()]);
});

const SECRETS = ['manageNonce', 'manageTokenHash', 'requestHash'];
const tokenOf = (manageUrl: string) => manageUrl.replace('/manage_booking/', '');

async function book(date: ScheduledWorkshop, overrides: Record<string, unknown> = {}) {
  const body = bookingBody(date, {
    email: `v-${randomUUID().slice(0, 6)}@example.com`,
    ...overrides,
  });
  const res = await call('/api/save_booking', { method: 'POST', json: body });
  expect(res.status).toBe(201);
  return { body, res: res.body as { booking: Booking; reference: string; manageUrl: string } };
}

const manage = (t: string, action = '', json?: unknown) =>
  call(`/api/manage_booking/${t}${action}`, action ? { method: 'POST', json: json ?? {} } : {});

describe('POST /api/save_booking answers a reference and a manage link', () => {
  it('and nothing secret, and the emails carry them instead of the id', async () => {
    const date = await putDate(type, 20);
    const { res, body } = await book(date);
    expect(res.reference).toMatch(REFERENCE_PATTERN);
    expect(res.manageUrl).toMatch(/^\/manage_booking\/[A-Za-z0-9_-]{43}$/);
    for (const field of SECRETS) expect(res.booking).not.toHaveProperty(field);
    const stored = await readDoc<Booking>(COLLECTIONS.bookings, body.id as string);
    expect(stored?.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(res.manageUrl));

    const mails = await mailFor([body.id as string]);
    const confirmation = mails.find((m) => m.kind === 'booking-confirmation')!;
    expect(confirmation.message.text).toContain(res.reference);
    expect(confirmation.message.text).toContain(`${process.env.SITE_URL}${res.manageUrl}`);
    const ics = Buffer.from(confirmation.attachments![0]!.content, 'base64').toString('utf8');
    expect(ics).not.toContain(body.id as string);
    const notice = mails.find((m) => m.kind === 'booking-notice')!;
    expect(notice.message.text).toContain(res.reference);
    expect(notice.message.text).not.toContain(body.id as string);
  });

  it('gives every booking its own reference', async () => {
    const date = await putDate(type, 21, { guests: 20, guest_slots_remaining: 20 });
    const refs = await Promise.all(
      Array.from({ length: 6 }, () => book(date, { guests: 1 }).then((b) => b.res.reference)),
    );
    expect(new Set(refs).size).toBe(6);
  });

  it('answers a resend of the same request the same, and a different one 409 without data', async () => {
    const date = await putDate(type, 22);
    const { body, res } = await book(date);
    const again = await call('/api/save_booking', { method: 'POST', json: body });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res);
    const other = await call('/api/save_booking', {
      method: 'POST',
      json: { ...body, name: 'Someone Else', email: 'someone@example.com' },
    });
    expect(other.status).toBe(409);
    expect(JSON.stringify(other.body)).not.toMatch(/Ada|@example\.com|07700/);
    expect(Object.keys(other.body)).toEqual(['error']);
  });
});

describe('GET /api/manage_booking/{token}', () => {
  it('is 404 for a garbage or unknown link, saying nothing more', async () => {
    for (const t of ['nope', 'a'.repeat(43), `${'b'.repeat(42)}%2F`]) {
      const res = await manage(t);
      expect(res.status).toBe(404);
      expect(Object.keys(res.body)).toEqual(['error']);
    }
  });

  it('shows the booking, the reference and what the policy allows, with other dates', async () => {
    const date = await putDate(type, 30, { guests: 6, guest_slots_remaining: 6 });
    const [other, full, elsewhere] = await Promise.all([
      putDate(type, 37, { guests: 6, guest_slots_remaining: 6 }),
      putDate(type, 38, { guests: 6, guest_slots_remaining: 1 }),
      putDate(otherType, 39),
    ]);
    const { res } = await book(date);
    const view = await manage(tokenOf(res.manageUrl));
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      reference: res.reference,
      canCancel: true,
      canMove: true,
      booking: { name: 'Ada Lovelace', guests: 2, workshop_name: type.name, status: 'booked' },
    });
    for (const field of [...SECRETS, 'id', 'notes'])
      expect(view.body.booking).not.toHaveProperty(field);
    const ids = (view.body.alternatives as ScheduledWorkshop[]).map((d) => d.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(date.id);
    expect(ids).not.toContain(full.id);
    expect(ids).not.toContain(elsewhere.id);
  });
});

describe('cancelling through the link', () => {
  it('gives the places back and emails the visitor and the studio, once', async () => {
    const date = await putDate(type, 31, { guests: 5, guest_slots_remaining: 5 });
    const { res, body } = await book(date);
    const first = await manage(tokenOf(res.manageUrl), '/cancel');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      canCancel: false,
      canMove: false,
      booking: { status: 'cancelled', cancelledBy: 'visitor' },
    });
    expect((await getDate(date.id)).guest_slots_remaining).toBe(5);
    const again = await manage(tokenOf(res.manageUrl), '/cancel');
    expect(again.status).toBe(200);
    const kinds = (await mailFor([body.id as string])).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'booking-cancelled')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'visitor-change-notice')).toHaveLength(1);
  });

  it('puts a paid booking on the refunds-due list until staff mark it refunded', async () => {
    const date = await putDate(type, 32);
    const { res, body } = await book(date);
    const id = body.id as string;
    await call('/api/update_booking', { method: 'POST', token, json: { id, payed: true } });
    await manage(tokenOf(res.manageUrl), '/cancel');
    const due = async () =>
      ((await call('/api/bookings?status=refund_due', { token })).body as Booking[]).map(
        (b) => b.id,
      );
    expect(await due()).toContain(id);
    const done = await call('/api/mark_refunded', { method: 'POST', token, json: { id } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ refundDue: false, refundedAt: expect.any(Number) });
    expect(await due()).not.toContain(id);
  });

  it('is refused within 48 hours with the policy in words, when moving is still offered', async () => {
    const soon = await putDate(type, 1, { guests: 6, guest_slots_remaining: 6 });
    const later = await putDate(type, 40, { guests: 6, guest_slots_remaining: 6 });
    const { res } = await book(soon);
    const t = tokenOf(res.manageUrl);
    const view = await manage(t);
    expect(view.body).toMatchObject({ canCancel: false, canMove: true });
    const refused = await manage(t, '/cancel');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(POLICY_MESSAGES.cancelTooLate);
    expect((await manage(t)).body.booking.status).toBe('booked');

    const moved = await manage(t, '/move', { scheduled_workshop_id: later.id });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({
      date_of_workshop: later.date_of_workshop,
      calendarSequence: 1,
    });
    expect((await getDate(soon.id)).guest_slots_remaining).toBe(6);
    expect((await getDate(later.id)).guest_slots_remaining).toBe(4);
  });

  it('keeps the policy with a booking moved within 48 hours: no refund by moving far and cancelling', async () => {
    const soon = await putDate(type, 1, { guests: 6, guest_slots_remaining: 6 });
    const far = await putDate(type, 45, { guests: 6, guest_slots_remaining: 6 });
    const farther = await putDate(type, 50, { guests: 6, guest_slots_remaining: 6 });
    const { res, body } = await book(soon);
    const id = body.id as string;
    await call('/api/update_booking', { method: 'POST', token, json: { id, payed: true } });
    const t = tokenOf(res.manageUrl);

    const moved = await manage(t, '/move', { scheduled_workshop_id: far.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ canCancel: false, canMove: true });
    const refused = await manage(t, '/cancel');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(POLICY_MESSAGES.movedLate);
    // Moving again does not reopen it either.
    expect((await manage(t, '/move', { scheduled_workshop_id: farther.id })).status).toBe(200);
    expect((await manage(t, '/cancel')).status).toBe(409);
    const stored = (await emulatorDb().collection(COLLECTIONS.bookings).doc(id).get()).data()!;
    expect(stored).toMatchObject({ status: 'booked', date_of_workshop: farther.date_of_workshop });
    expect(stored.refundDue).toBeUndefined();
  });

  it('lets a booking moved in good time be cancelled on its new date as any other', async () => {
    const first = await putDate(type, 20, { guests: 6, guest_slots_remaining: 6 });
    const second = await putDate(type, 30, { guests: 6, guest_slots_remaining: 6 });
    const { res } = await book(first);
    const t = tokenOf(res.manageUrl);
    expect((await manage(t, '/move', { scheduled_workshop_id: second.id })).body).toMatchObject({
      canCancel: true,
    });
    expect((await manage(t, '/cancel')).status).toBe(200);
  });

  it('offers nothing once the workshop has started', async () => {
    const date = await putDate(type, 34);
    const { res, body } = await book(date);
    // Time passes: the workshop has begun.
    await emulatorDb()
      .collection(COLLECTIONS.bookings)
      .doc(body.id as string)
      .update({ date_of_workshop: Date.now() - 1000 });
    const t = tokenOf(res.manageUrl);
    expect((await manage(t)).body).toMatchObject({
      canCancel: false,
      canMove: false,
      alternatives: [],
    });
    expect((await manage(t, '/cancel')).body.error).toBe(POLICY_MESSAGES.started);
  });
});

describe('moving through the link', () => {
  it('goes only to a date of the same workshop with room, telling the visitor and the studio', async () => {
    const from = await putDate(type, 33, { guests: 6, guest_slots_remaining: 6 });
    const to = await putDate(type, 41, { guests: 3, guest_slots_remaining: 3 });
    const otherWorkshop = await putDate(otherType, 42);
    const tooSmall = await putDate(type, 43, { guests: 4, guest_slots_remaining: 1 });
    const { res, body } = await book(from);
    const t = tokenOf(res.manageUrl);
    const elsewhere = await manage(t, '/move', { scheduled_workshop_id: otherWorkshop.id });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toBe(POLICY_MESSAGES.sameWorkshop);
    const small = await manage(t, '/move', { scheduled_workshop_id: tooSmall.id });
    expect(small.status).toBe(409);
    expect(small.body.placesLeft).toBe(1);

    const moved = await manage(t, '/move', { scheduled_workshop_id: to.id });
    expect(moved.status).toBe(200);
    expect((await getDate(to.id)).guest_slots_remaining).toBe(1);
    const mails = await mailFor([body.id as string]);
    const ics = (kind: string) =>
      Buffer.from(
        mails.find((m) => m.kind === kind)!.attachments![0]!.content,
        'base64',
      ).toString();
    const uid = (text: string) => /UID:(.+)\r\n/.exec(text)?.[1];
    expect(uid(ics('booking-moved'))).toBe(uid(ics('booking-confirmation')));
    expect(ics('booking-moved')).toContain('SEQUENCE:1');
    expect(mails.map((m) => m.kind)).toContain('visitor-change-notice');
    // A second click on the same date changes nothing more.
    expect((await manage(t, '/move', { scheduled_workshop_id: to.id })).status).toBe(200);
    expect(
      (await mailFor([body.id as string])).filter((m) => m.kind === 'booking-moved'),
    ).toHaveLength(1);
  });

  it('sends one confirmation of where the booking is, not one email per move', async () => {
    const a = await putDate(type, 35, { guests: 6, guest_slots_remaining: 6 });
    const b = await putDate(type, 36, { guests: 6, guest_slots_remaining: 6 });
    const { res, body } = await book(a);
    const t = tokenOf(res.manageUrl);
    for (let move = 1; move <= 12; move++) {
      const to = move % 2 === 1 ? b : a;
      expect((await manage(t, '/move', { scheduled_workshop_id: to.id })).status).toBe(200);
    }
    // The emails due are delivered after each answer, by the function the outbox write triggers.
    const moves = (await deliveredMailFor([body.id as string])).filter(
      (m) => m.kind === 'booking-moved',
    );
    const replaced = moves.filter((m) => m.delivery.error === 'Replaced by a later move');
    const kept = moves.filter((m) => m.delivery.error !== 'Replaced by a later move');
    expect(replaced).toHaveLength(10);
    // The first move's email went at once; the last waits for its window and says where the
    // booking is now (on date a, after 12 moves).
    expect(kept).toHaveLength(2);
    const [first, last] = kept.sort((x, y) => x.createdAt - y.createdAt).map((m): MailDoc => m);
    expect(first!.delivery.state).not.toBe('PENDING');
    expect(last!.delivery).toMatchObject({ state: 'PENDING', attempts: 0 });
    expect(last!.delivery.nextAttemptAt).toBe(first!.createdAt + MOVE_MAIL_WINDOW_MS);
    expect(last!.message.subject).toContain(workshopDateLabel(a));

    // Cancelled meanwhile, the waiting email would say the wrong thing: it is not sent.
    expect((await manage(t, '/cancel')).status).toBe(200);
    const after = (await mailFor([body.id as string])).filter((m) => m.kind === 'booking-moved');
    expect(after.filter((m) => m.delivery.state === 'PENDING')).toEqual([]);
    expect(after.filter((m) => m.delivery.error === 'Replaced by the cancellation')).toHaveLength(
      1,
    );
  });
});

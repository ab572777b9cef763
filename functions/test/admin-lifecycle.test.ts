import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Booking, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { whenLabel } from '../src/domain/wording.ts';
import { SCHEDULE_ERRORS } from '../src/features/schedule/schedule.service.ts';
import { REFUND_ON_ITS_WAY } from '../src/lib/mail/templates.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import {
  emulatorDb,
  getDate,
  mailFor,
  putDate,
  putPaymentLinks,
  putType,
  readDoc,
} from '../../scripts/lib/emulator.ts';
import { adminToken, call } from './support/stack.ts';

// Staff change and undo bookings and dates over HTTP, as the admin pages do; every change
// goes through the guarded commit and is audit-logged in the same commit.

let token: string;
let type: WorkshopType;
let otherType: WorkshopType;

beforeAll(async () => {
  token = await adminToken();
  [type, otherType] = await Promise.all([
    putType({ name: 'Lifecycle Workshop', price: '£30', priceForTotal: 30 }),
    putType({ name: 'Lifecycle Course', price: '£45', priceForTotal: 45 }),
  ]);
  await putPaymentLinks();
});

const post = (path: string, json: unknown) => call(path, { method: 'POST', token, json });
const readBooking = async (id: string) => (await readDoc<Booking>(COLLECTIONS.bookings, id))!;
const places = async (id: string) => {
  const d = await getDate(id);
  return { left: d.guest_slots_remaining, taken: d.places_taken, available: d.is_available };
};

/** A visitor's booking through the website. */
async function book(date: ScheduledWorkshop, guests = 2, extra: Record<string, unknown> = {}) {
  const res = await call('/api/save_booking', {
    method: 'POST',
    json: {
      id: randomUUID(),
      scheduled_workshop_id: date.id,
      guests,
      name: 'Ada Lovelace',
      email: `ada-${randomUUID().slice(0, 6)}@example.com`,
      mobileNumber: '07700 900123',
      experienceConfirmed: true,
      termsAccepted: true,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body.booking as Booking;
}

/** A booking staff took by phone; without places when `takePlaces` is false. */
async function staffBooking(date: ScheduledWorkshop, guests: number, takePlaces = true) {
  const res = await post('/api/add_new_other_method_booking', {
    shouldSendEmail: false,
    shouldUpdateGuestSlots: takePlaces,
    booking: {
      id: randomUUID(),
      scheduled_workshop_id: date.id,
      guests,
      name: 'Walk-in Wendy',
      email: 'wendy@example.com',
      contactNumber: '020 7946 0000',
    },
  });
  expect(res.status).toBe(201);
  return res.body as Booking;
}

async function auditOf(id: string): Promise<AuditEntry[]> {
  const res = await call(`/api/audit_log?target=${id}`, { token });
  expect(res.status).toBe(200);
  return res.body as AuditEntry[];
}

describe('POST /api/cancel_booking', () => {
  it('cancels, gives the places back in the same commit and tells the visitor', async () => {
    const date = await putDate(type, 12, { guests: 4, guest_slots_remaining: 4 });
    const booking = await book(date, 4);
    expect(await places(date.id)).toMatchObject({ left: 0, available: false });

    const res = await post('/api/cancel_booking', {
      id: booking.id,
      notify: true,
      reason: 'The tutor is ill',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: 'The tutor is ill',
      cancelledAt: expect.any(Number),
    });
    expect(await places(date.id)).toEqual({ left: 4, taken: 0, available: true });
    const mail = (await mailFor([booking.id])).find((m) => m.kind === 'booking-cancelled');
    expect(mail?.to).toBe(booking.email);
    expect(mail?.message.text).toContain('The tutor is ill');
    expect(mail?.message.text).toContain(type.name);
    expect(mail?.message.text).not.toContain(REFUND_ON_ITS_WAY);
    const [entry] = await auditOf(booking.id);
    expect(entry).toMatchObject({
      action: 'cancel_booking',
      by: { email: 'staff-admin@studio.test' },
      target: { collection: 'bookings', id: booking.id },
      before: { status: 'booked' },
      after: { status: 'cancelled' },
      // Whom it was about, though the change touched only its state.
      subject: {
        name: booking.name,
        workshop: type.name,
        when: whenLabel(date),
        reference: booking.reference,
      },
    });
  });

  it('says “as you asked” when staff cancel at the booker’s request, and is sorry otherwise', async () => {
    const date = await putDate(type, 14, { guests: 6, guest_slots_remaining: 6 });
    const asked = await book(date, 1);
    const ours = await book(date, 1);
    await post('/api/cancel_booking', { id: asked.id, notify: true, askedByBooker: true });
    await post('/api/cancel_booking', { id: ours.id, notify: true });
    const textOf = async (id: string) =>
      (await mailFor([id])).find((m) => m.kind === 'booking-cancelled')?.message.text;
    expect(await textOf(asked.id)).toContain('as you asked, we have cancelled your booking');
    expect(await textOf(asked.id)).not.toContain('we are sorry to tell you');
    expect(await textOf(ours.id)).toContain('we are sorry to tell you');
    const bad = await post('/api/cancel_booking', { id: ours.id, notify: true, askedByBooker: 1 });
    expect(bad.status).toBe(400);
  });

  it('says the refund is on its way when the booking was paid', async () => {
    const date = await putDate(type, 13);
    const booking = await book(date, 1);
    expect((await post('/api/update_booking', { id: booking.id, payed: true })).status).toBe(200);
    await post('/api/cancel_booking', { id: booking.id, notify: true });
    const mail = (await mailFor([booking.id])).find((m) => m.kind === 'booking-cancelled');
    expect(mail?.message.text).toContain(REFUND_ON_ITS_WAY);
  });

  it('sends nothing without notify, and a second cancel changes nothing', async () => {
    const date = await putDate(type, 14, { guests: 6, guest_slots_remaining: 6 });
    const booking = await book(date, 2);
    await post('/api/cancel_booking', { id: booking.id, notify: false });
    const once = await readBooking(booking.id);
    const again = await post('/api/cancel_booking', { id: booking.id, notify: true });
    expect(again.status).toBe(200);
    expect(await readBooking(booking.id)).toEqual(once);
    expect(await places(date.id)).toMatchObject({ left: 6, taken: 0 });
    expect((await mailFor([booking.id])).filter((m) => m.kind === 'booking-cancelled')).toEqual([]);
    expect((await auditOf(booking.id)).filter((e) => e.action === 'cancel_booking')).toHaveLength(
      1,
    );
  });

  it('returns no places for a staff booking that took none', async () => {
    const date = await putDate(type, 15, { guests: 5, guest_slots_remaining: 5 });
    const booking = await staffBooking(date, 3, false);
    expect(booking.tookPlaces).toBe(false);
    expect(await places(date.id)).toMatchObject({ left: 5, taken: 0 });
    await post('/api/cancel_booking', { id: booking.id, notify: false });
    expect(await places(date.id)).toMatchObject({ left: 5, taken: 0 });
  });

  it('keeps a date staff closed unavailable when places come back', async () => {
    const date = await putDate(type, 16, { guests: 4, guest_slots_remaining: 4 });
    const booking = await book(date, 2);
    await post('/api/update_scheduled_workshop', { id: date.id, is_available: false });
    await post('/api/cancel_booking', { id: booking.id, notify: false });
    expect(await places(date.id)).toEqual({ left: 4, taken: 0, available: false });
  });

  it('answers 404 for an unknown id and 400 for a bad body, writing nothing', async () => {
    expect((await post('/api/cancel_booking', { id: randomUUID(), notify: false })).status).toBe(
      404,
    );
    const bad = await post('/api/cancel_booking', { id: randomUUID(), notify: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('notify');
  });
});

describe('POST /api/move_booking', () => {
  it('takes the places from the new date, returns them to the old one and reprices', async () => {
    const from = await putDate(type, 20, { guests: 6, guest_slots_remaining: 6 });
    const to = await putDate(otherType, 27, { guests: 5, guest_slots_remaining: 5 });
    const booking = await book(from, 3);

    const res = await post('/api/move_booking', {
      id: booking.id,
      scheduled_workshop_id: to.id,
      notify: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      scheduled_workshop_id: to.id,
      workshop_type: otherType.id,
      workshop_name: otherType.name,
      date: to.date,
      date_of_workshop: to.date_of_workshop,
      total_price: 135,
      calendarSequence: 1,
    });
    expect(await places(from.id)).toMatchObject({ left: 6, taken: 0 });
    expect(await places(to.id)).toMatchObject({ left: 2, taken: 3 });

    const [confirmation, moved] = ['booking-confirmation', 'booking-moved'].map((kind) =>
      mailFor([booking.id]).then((all) => all.find((m) => m.kind === kind)),
    );
    const ics = (mail: Awaited<typeof moved>) =>
      Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64').toString('utf8');
    const uid = (text: string) => /UID:(.+)\r\n/.exec(text)?.[1];
    const [first, second] = [ics(await confirmation), ics(await moved)];
    expect(uid(second)).toBe(uid(first));
    expect(second).toContain('SEQUENCE:1');
    expect(first).toContain('SEQUENCE:0');
    expect((await moved)?.message.text).toContain(otherType.name);
  });

  it('answers 409 with the places left when the new date lacks places, changing nothing', async () => {
    const from = await putDate(type, 21);
    const to = await putDate(type, 28, { guests: 2, guest_slots_remaining: 2 });
    const booking = await book(from, 3);
    const res = await post('/api/move_booking', {
      id: booking.id,
      scheduled_workshop_id: to.id,
      notify: true,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Sorry, only 2 places are left on this date',
      placesLeft: 2,
    });
    expect((await readBooking(booking.id)).scheduled_workshop_id).toBe(from.id);
    expect(await getDate(to.id)).toEqual(to);
  });

  it('refuses a past date (409) and an unknown one (404)', async () => {
    const from = await putDate(type, 22);
    const past = await putDate(type, -1);
    const booking = await book(from, 1);
    const move = (id: string) =>
      post('/api/move_booking', { id: booking.id, scheduled_workshop_id: id, notify: false });
    expect((await move(past.id)).status).toBe(409);
    expect((await move('no-such-date')).status).toBe(404);
  });
});

describe('POST /api/edit_booking', () => {
  it('changes the details and, with the guests, the places and the total', async () => {
    const date = await putDate(type, 30, { guests: 6, guest_slots_remaining: 6 });
    const booking = await book(date, 2);
    const res = await post('/api/edit_booking', {
      id: booking.id,
      name: 'Ada King',
      guests: 4,
      notes: 'Needs a left-handed hook',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Ada King', guests: 4, total_price: 120 });
    expect(await places(date.id)).toMatchObject({ left: 2, taken: 4 });

    const tooMany = await post('/api/edit_booking', { id: booking.id, guests: 7 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.placesLeft).toBe(2);
    expect(await readBooking(booking.id)).toMatchObject({ guests: 4, total_price: 120 });

    await post('/api/edit_booking', { id: booking.id, guests: 1 });
    expect(await places(date.id)).toMatchObject({ left: 5, taken: 1 });
  });

  it('validates with the forms’ rules and removes a phone number sent empty', async () => {
    const date = await putDate(type, 31);
    const booking = await book(date, 1);
    const bad = await post('/api/edit_booking', { id: booking.id, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ email: 'Invalid email address' });
    const mobile = await post('/api/edit_booking', { id: booking.id, mobileNumber: '12345' });
    expect(mobile.body.fields).toEqual({ mobileNumber: 'Invalid mobile number' });
    await post('/api/edit_booking', { id: booking.id, mobileNumber: '' });
    expect((await readBooking(booking.id)).mobileNumber).toBeUndefined();
  });
});

describe('POST /api/update_booking with payed false (Mark Unpaid)', () => {
  it('undoes Mark Payed', async () => {
    const date = await putDate(type, 32);
    const booking = await book(date, 1);
    await post('/api/update_booking', { id: booking.id, payed: true });
    const res = await post('/api/update_booking', { id: booking.id, payed: false });
    expect(res.status).toBe(200);
    expect((await readBooking(booking.id)).payed).toBe(false);
    expect((await auditOf(booking.id)).map((e) => e.action)).toEqual(['mark_unpaid', 'mark_payed']);
  });
});

describe('GET /api/bookings filters', () => {
  it('finds cancelled, past and searched bookings', async () => {
    const date = await putDate(type, 33);
    const name = `Findable ${randomUUID().slice(0, 6)}`;
    const kept = await book(date, 1, { name });
    const gone = await book(date, 1, { name });
    await post('/api/cancel_booking', { id: gone.id, notify: false });
    const ids = async (query: string) =>
      ((await call(`/api/bookings?${query}`, { token })).body as Booking[]).map((b) => b.id);
    const q = encodeURIComponent(name.toUpperCase());
    expect(await ids(`q=${q}`)).toEqual([kept.id]);
    expect(await ids(`q=${q}&status=cancelled`)).toEqual([gone.id]);
    expect((await ids(`q=${q}&status=all`)).sort()).toEqual([kept.id, gone.id].sort());
    expect((await call('/api/bookings?status=maybe', { token })).status).toBe(400);
  });
});

describe('POST /api/update_scheduled_workshop', () => {
  it('refuses a capacity below the places taken, naming them', async () => {
    const date = await putDate(type, 40, { guests: 8, guest_slots_remaining: 8 });
    await book(date, 3);
    const res = await post('/api/update_scheduled_workshop', { id: date.id, guests: 2 });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('3 places are already taken');
    const raised = await post('/api/update_scheduled_workshop', { id: date.id, guests: 10 });
    expect(raised.status).toBe(200);
    expect(await places(date.id)).toMatchObject({ left: 7, taken: 3 });
  });

  it('moves every booking with a new time and emails each booker once', async () => {
    const date = await putDate(type, 41, { guests: 8, guest_slots_remaining: 8 });
    const [a, b] = [await book(date, 1), await book(date, 2)];
    const res = await post('/api/update_scheduled_workshop', {
      id: date.id,
      time: '6pm',
      notify: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.time).toBe('6pm');
    for (const id of [a.id, b.id]) {
      const stored = await readBooking(id);
      expect(stored).toMatchObject({ time: '6pm', date_of_workshop: res.body.date_of_workshop });
      expect(stored.calendarSequence).toBe(1);
      const mails = (await mailFor([id])).filter((m) => m.kind === 'date-changed');
      expect(mails).toHaveLength(1);
    }
  });

  it('refuses a new time the workshop already has on another date until staff confirm it', async () => {
    const morning = await putDate(type, 42, { time: '10am' });
    const afternoon = await putDate(type, 42, { time: '2pm' });
    const res = await post('/api/update_scheduled_workshop', { id: afternoon.id, time: '10am' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(SCHEDULE_ERRORS.sameTime);
    expect(res.body.fields.allowSameTime).toContain(`already scheduled on ${whenLabel(morning)}`);
    expect(await readDoc(COLLECTIONS.scheduledWorkshops, afternoon.id)).toEqual(afternoon);

    const meant = await post('/api/update_scheduled_workshop', {
      id: afternoon.id,
      time: '10am',
      allowSameTime: true,
    });
    expect(meant.status).toBe(200);
    expect(meant.body).toMatchObject({ time: '10am', date_of_workshop: morning.date_of_workshop });
    // Its own start is not a twin: other changes to it need no confirmation.
    const raised = await post('/api/update_scheduled_workshop', { id: morning.id, guests: 12 });
    expect(raised.status).toBe(200);
  });
});

describe('POST /api/cancel_scheduled_workshop', () => {
  it('cancels the date and its bookings, lists the refunds and refuses new bookings', async () => {
    const date = await putDate(type, 50, { guests: 10, guest_slots_remaining: 10 });
    const paid = await book(date, 2);
    const unpaid = await book(date, 3);
    await post('/api/update_booking', { id: paid.id, payed: true });

    const res = await post('/api/cancel_scheduled_workshop', {
      id: date.id,
      notify: true,
      reason: 'Flooded studio',
    });
    expect(res.status).toBe(200);
    expect(res.body.date).toMatchObject({ status: 'cancelled', is_available: false });
    expect(res.body.refundsDue.map((b: Booking) => b.id)).toEqual([paid.id]);
    for (const id of [paid.id, unpaid.id]) {
      expect((await readBooking(id)).status).toBe('cancelled');
      const cancelled = (await mailFor([id])).filter((m) => m.kind === 'booking-cancelled');
      expect(cancelled).toHaveLength(1);
      // The studio cancelled the date: the email points to the workshop's other dates.
      expect(cancelled[0]!.message.text).toMatch(
        new RegExp(`See the other dates: http\\S+/workshop_description/${type.id}\n`),
      );
    }
    expect(await places(date.id)).toMatchObject({ taken: 0, available: false });

    const refused = await call('/api/save_booking', {
      method: 'POST',
      json: {
        id: randomUUID(),
        scheduled_workshop_id: date.id,
        guests: 1,
        name: 'Late',
        email: 'late@example.com',
        mobileNumber: '07700 900123',
        experienceConfirmed: true,
        termsAccepted: true,
      },
    });
    expect(refused.status).toBe(409);
    const publicDates = (await call(`/api/scheduled_workshops/${type.id}`))
      .body as ScheduledWorkshop[];
    expect(publicDates.map((d) => d.id)).not.toContain(date.id);

    const twice = await post('/api/cancel_scheduled_workshop', { id: date.id, notify: true });
    expect(twice.status).toBe(200);
    expect(twice.body.cancelled).toEqual([]);
    expect((await mailFor([paid.id])).filter((m) => m.kind === 'booking-cancelled')).toHaveLength(
      1,
    );
  });

  it('cancels a date with more bookings than one commit can hold', async () => {
    const date = await putDate(type, 51, { guests: 100, guest_slots_remaining: 100 });
    const many = 200;
    const batch = emulatorDb().batch();
    for (let i = 0; i < many; i++) {
      const id = randomUUID();
      batch.set(emulatorDb().collection(COLLECTIONS.bookings).doc(id), {
        id,
        status: 'booked',
        tookPlaces: false,
        scheduled_workshop_id: date.id,
        guests: 1,
        name: `Guest ${i}`,
        email: '',
        total_price: 30,
        payed: i % 2 === 0,
        date_of_workshop: date.date_of_workshop,
        workshop_type: type.id,
      });
    }
    await batch.commit();
    const res = await post('/api/cancel_scheduled_workshop', { id: date.id, notify: false });
    expect(res.status).toBe(200);
    expect(res.body.cancelled).toHaveLength(many);
    expect(res.body.refundsDue).toHaveLength(many / 2);
  });
});

describe('audit log', () => {
  it('pages through the entries of one commit, which share their time, without skipping', async () => {
    const date = await putDate(type, 61, { guests: 10, guest_slots_remaining: 10 });
    for (let i = 0; i < 4; i++) await staffBooking(date, 1);
    await post('/api/cancel_scheduled_workshop', { id: date.id, notify: false });
    const cancelled = (await call(`/api/audit_log?limit=1&target=${date.id}`, { token }))
      .body as AuditEntry[];
    const seen: AuditEntry[] = [];
    let before = `${cancelled[0]!.at + 1}`;
    while (seen.length < 8) {
      const page = (await call(`/api/audit_log?limit=2&before=${before}`, { token }))
        .body as AuditEntry[];
      if (page.length === 0) break;
      seen.push(...page);
      before = `${page.at(-1)!.at}:${page.at(-1)!.id}`;
    }
    const bookingCancels = seen.filter(
      (e) => e.action === 'cancel_booking' && e.at === cancelled[0]!.at,
    );
    expect(new Set(bookingCancels.map((e) => e.id)).size).toBe(4);
  });

  it('records nothing for a refused change', async () => {
    const date = await putDate(type, 60, { guests: 2, guest_slots_remaining: 2 });
    const booking = await book(date, 1);
    await post('/api/edit_booking', { id: booking.id, guests: 9 });
    expect((await auditOf(booking.id)).filter((e) => e.action === 'edit_booking')).toEqual([]);
  });

  it('pages newest first', async () => {
    const page = (await call('/api/audit_log?limit=3', { token })).body as AuditEntry[];
    expect(page).toHaveLength(3);
    const last = page[2]!;
    const next = (await call(`/api/audit_log?limit=3&before=${last.at}:${last.id}`, { token }))
      .body as AuditEntry[];
    expect(next.map((e) => e.id)).not.toContain(last.id);
    expect(next.every((e) => e.at < last.at || (e.at === last.at && e.id < last.id))).toBe(true);
    expect((await call('/api/audit_log?limit=0', { token })).status).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentsOf,
  getDate,
  mailFor,
  putBooking,
  putDate,
  putPaymentLinks,
  putType,
  readDoc,
} from '../../scripts/lib/emulator.ts';
import { PAY_LINK, staffBookingBody } from '../../scripts/lib/factories.ts';
import { ADMIN_BOOKING_MESSAGES } from '../src/domain/admin-booking.ts';
import { withoutSecrets } from '../src/domain/booking.ts';
import type { Booking, WorkshopType } from '../src/domain/model.ts';
import { REMINDER_ERRORS } from '../src/features/bookings/reminders.service.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call } from './support/stack.ts';

let token: string;
let type: WorkshopType;

beforeAll(async () => {
  token = await adminToken();
  type = await putType({ name: 'Manual Booking Workshop', price: '£30', priceForTotal: 30 });
  await putPaymentLinks();
});

const post = (path: string, json: unknown) => call(path, { method: 'POST', token, json });
const readBooking = (id: string) => readDoc<Booking>(COLLECTIONS.bookings, id);
const WRITTEN = [COLLECTIONS.bookings, COLLECTIONS.scheduledWorkshops, COLLECTIONS.mail];

describe('GET /api/bookings', () => {
  it('lists bookings for workshops from the start of today, soonest first', async () => {
    const [past, earlyToday, soon, later] = await Promise.all([
      putDate(type, -2),
      putDate(type, 0, { time: '1am' }),
      putDate(type, 2),
      putDate(type, 40),
    ]);
    const [b1, b2, b3, b4] = await Promise.all([
      putBooking(later, type),
      putBooking(past, type),
      putBooking(soon, type),
      putBooking(earlyToday, type),
    ]);
    const res = await call('/api/bookings', { token });
    expect(res.status).toBe(200);
    const list = res.body as Booking[];
    const ids = list.map((b) => b.id);
    expect(ids).not.toContain(b2.id);
    expect(list.filter((b) => [b1.id, b3.id, b4.id].includes(b.id))).toEqual([b4, b3, b1]);
    const times = list.map((b) => b.date_of_workshop);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('POST /api/add_new_other_method_booking', () => {
  it('stores the booking with contactNumber, the server price and source other, taking places', async () => {
    const date = await putDate(type, 10, { guests: 8, guest_slots_remaining: 8 });
    const body = staffBookingBody(date, { guests: 3, payed: true, mobileNumber: '07700 900123' });
    const res = await post('/api/add_new_other_method_booking', {
      ...body,
      booking: { ...body.booking, total_price: 1, source: 'web' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: body.booking.id,
      scheduled_workshop_id: date.id,
      guests: 3,
      name: 'Walk-in Wendy',
      contactNumber: '020 7946 0000',
      email: '',
      total_price: 90,
      payed: true,
      source: 'other',
      workshop_name: type.name,
      date_of_workshop: date.date_of_workshop,
    });
    expect(res.body).not.toHaveProperty('mobileNumber');
    expect(withoutSecrets((await readBooking(body.booking.id))!)).toEqual(res.body);
    expect((await getDate(date.id)).guest_slots_remaining).toBe(5);
    expect(await mailFor([body.booking.id])).toEqual([]);
  });

  it('leaves the places alone when told not to update them', async () => {
    const date = await putDate(type, 11, { guests: 4, guest_slots_remaining: 1 });
    const res = await post(
      '/api/add_new_other_method_booking',
      staffBookingBody(date, { guests: 3 }, { shouldUpdateGuestSlots: false }),
    );
    expect(res.status).toBe(201);
    expect(res.body.tookPlaces).toBe(false);
    expect(await getDate(date.id)).toMatchObject({
      guests: 4,
      guest_slots_remaining: 1,
      places_taken: 3,
    });
  });

  it('answers 409 with placesLeft and writes nothing when too few places are left', async () => {
    const date = await putDate(type, 12, { guests: 4, guest_slots_remaining: 2 });
    const before = await contentsOf(...WRITTEN);
    const res = await post(
      '/api/add_new_other_method_booking',
      staffBookingBody(date, { guests: 3 }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Sorry, only 2 places are left on this date',
      placesLeft: 2,
    });
    expect(await contentsOf(...WRITTEN)).toEqual(before);
  });

  it('overbooks only when the admin explicitly allows it', async () => {
    const date = await putDate(type, 13, { guests: 4, guest_slots_remaining: 1 });
    const res = await post(
      '/api/add_new_other_method_booking',
      staffBookingBody(date, { guests: 3 }, { allowOverbooking: true }),
    );
    expect(res.status).toBe(201);
    expect(await getDate(date.id)).toMatchObject({ guest_slots_remaining: 0, is_available: false });
  });

  it('queues the confirmation email (and no studio notice) when asked and an email is given', async () => {
    const date = await putDate(type, 14);
    const body = staffBookingBody(
      date,
      { email: 'Phone.Booker@Example.com' },
      { shouldSendEmail: true },
    );
    const res = await post('/api/add_new_other_method_booking', body);
    expect(res.status).toBe(201);
    expect(res.body.email).toBe('phone.booker@example.com');
    const mail = await mailFor([body.booking.id]);
    expect(mail.map((m) => [m.kind, m.to])).toEqual([
      ['booking-confirmation', 'phone.booker@example.com'],
    ]);
  });

  it('sends no email when not asked, even with an email', async () => {
    const date = await putDate(type, 14);
    const body = staffBookingBody(date, { email: 'quiet@example.com' });
    expect((await post('/api/add_new_other_method_booking', body)).status).toBe(201);
    expect(await mailFor([body.booking.id])).toEqual([]);
  });

  it('answers 400 on email when the email is to be sent but none is given, writing nothing', async () => {
    const date = await putDate(type, 15);
    const before = await contentsOf(...WRITTEN);
    const res = await post(
      '/api/add_new_other_method_booking',
      staffBookingBody(date, {}, { shouldSendEmail: true }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: ADMIN_BOOKING_MESSAGES.emailForConfirmation });
    expect(await contentsOf(...WRITTEN)).toEqual(before);
  });

  it('stores one booking and takes places once when the same id is sent twice', async () => {
    const date = await putDate(type, 16, { guests: 8, guest_slots_remaining: 8 });
    const body = staffBookingBody(date, { guests: 2 });
    const first = await post('/api/add_new_other_method_booking', body);
    const again = await post('/api/add_new_other_method_booking', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await getDate(date.id)).guest_slots_remaining).toBe(6);
  });

  it('answers 409 for a date that has passed and writes nothing', async () => {
    const date = await putDate(type, -1);
    const before = await contentsOf(...WRITTEN);
    const res = await post('/api/add_new_other_method_booking', staffBookingBody(date));
    expect(res.status).toBe(409);
    expect(await contentsOf(...WRITTEN)).toEqual(before);
  });

  it('answers 404 for a date that does not exist', async () => {
    const res = await post(
      '/api/add_new_other_method_booking',
      staffBookingBody({ id: 'no-such-date' }),
    );
    expect(res.status).toBe(404);
  });

  it('answers 400 with messages keyed by the booking fields and writes nothing', async () => {
    const date = await putDate(type, 17);
    const before = await contentsOf(...WRITTEN);
    const res = await post('/api/add_new_other_method_booking', {
      shouldSendEmail: 'no',
      booking: {
        id: 'short',
        scheduled_workshop_id: date.id,
        guests: 0,
        name: ' ',
        email: 'not-an-email',
        contactNumber: '12345',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      shouldSendEmail: ADMIN_BOOKING_MESSAGES.yesNo,
      shouldUpdateGuestSlots: ADMIN_BOOKING_MESSAGES.yesNo,
      id: ADMIN_BOOKING_MESSAGES.id,
      guests: ADMIN_BOOKING_MESSAGES.guests,
      name: ADMIN_BOOKING_MESSAGES.name,
      email: 'Invalid email address',
      contactNumber: ADMIN_BOOKING_MESSAGES.contactNumber,
    });
    expect(
      (await post('/api/add_new_other_method_booking', { shouldSendEmail: false })).status,
    ).toBe(400);
    expect(await contentsOf(...WRITTEN)).toEqual(before);
  });
});

describe('POST /api/update_booking', () => {
  it('marks a booking paid and answers with the booking', async () => {
    const date = await putDate(type, 5);
    const stored = await putBooking(date, type);
    const res = await post('/api/update_booking', { id: stored.id, payed: true });
    expect(res.status).toBe(200);
    const paid = { ...stored, payed: true, updatedAt: expect.any(Number) };
    expect(res.body).toEqual(paid);
    expect(await readBooking(stored.id)).toEqual(paid);
  });

  it('changes only payed, whatever else the body says', async () => {
    const date = await putDate(type, 5);
    const stored = await putBooking(date, type, { payed: true });
    const res = await post('/api/update_booking', {
      id: stored.id,
      payed: false,
      guests: 20,
      total_price: 0,
      name: 'Someone Else',
      email: 'attacker@example.com',
      mobileNumber: '07700 900999',
      contactNumber: '020 0000 0000',
      date_of_workshop: 0,
    });
    expect(res.status).toBe(200);
    expect(await readBooking(stored.id)).toEqual({
      ...stored,
      payed: false,
      updatedAt: expect.any(Number),
    });
  });

  it('answers 404 for an unknown booking and creates nothing', async () => {
    const id = randomUUID();
    const res = await post('/api/update_booking', { id, payed: true });
    expect(res.status).toBe(404);
    expect(await readBooking(id)).toBeUndefined();
  });

  it('answers 400 when payed is not true or false, writing nothing', async () => {
    const date = await putDate(type, 5);
    const stored = await putBooking(date, type);
    const res = await post('/api/update_booking', { id: stored.id, payed: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ payed: ADMIN_BOOKING_MESSAGES.payed });
    expect(await readBooking(stored.id)).toEqual(stored);
  });
});

describe('POST /api/send_booking_reminder', () => {
  it('queues the reminder email and records reminderSentAt', async () => {
    const date = await putDate(type, 6);
    const stored = await putBooking(date, type, { email: 'remind.me@example.com', guests: 2 });
    const before = Date.now();
    const res = await post('/api/send_booking_reminder', { bookingId: stored.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...stored, reminderSentAt: expect.any(Number) });
    expect(res.body.reminderSentAt).toBeGreaterThanOrEqual(before - 5000);
    expect(await readBooking(stored.id)).toEqual(res.body);
    const mail = await mailFor([stored.id]);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'booking-reminder',
      to: 'remind.me@example.com',
      bookingId: stored.id,
      createdAt: res.body.reminderSentAt,
    });
    expect(mail[0]!.message.subject).toContain(type.name);
    expect(mail[0]!.message.text).toContain(PAY_LINK);
  });

  it('answers 404 for an unknown booking and queues nothing', async () => {
    const before = await contentsOf(...WRITTEN);
    const res = await post('/api/send_booking_reminder', { bookingId: randomUUID() });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(REMINDER_ERRORS.unknown);
    expect(await contentsOf(...WRITTEN)).toEqual(before);
  });

  it('answers 400 for a booking without an email and records nothing', async () => {
    const date = await putDate(type, 6);
    const stored = await putBooking(date, type, { email: '' });
    const res = await post('/api/send_booking_reminder', { bookingId: stored.id });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ bookingId: REMINDER_ERRORS.noEmail });
    expect(await readBooking(stored.id)).toEqual(stored);
    expect(await mailFor([stored.id])).toEqual([]);
  });

  it('answers 400 without a booking id', async () => {
    const res = await post('/api/send_booking_reminder', { id: 'b-1' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ bookingId: ADMIN_BOOKING_MESSAGES.bookingId });
  });
});

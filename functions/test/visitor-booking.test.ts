import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingsOn,
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
import { bookingBody, PAY_LINK } from '../../scripts/lib/factories.ts';
import { BOOKING_MESSAGES, visitorView } from '../src/domain/booking.js';
import { BOOKING_ERRORS } from '../src/features/bookings/bookings.service.js';
import { ordinal } from '../src/domain/dates.js';
import { MAX_GUESTS_PER_BOOKING } from '../src/domain/guests.js';
import {
  EXPERIENCE_REQUIRED,
  GUESTS_REQUIRED,
  EMAIL_REQUIRED,
  INVALID_EMAIL,
  INVALID_MOBILE,
  MOBILE_REQUIRED,
  TERMS_REQUIRED,
  tooManyGuests,
} from '../src/domain/messages.js';
import type { Booking } from '../src/domain/model.js';
import type { StudioDetails } from '../src/domain/studio-details.js';
import { COLLECTIONS } from '../src/lib/collections.js';
import { newsletterSignupId } from '../src/lib/firestore.js';
import { call } from './support/stack.ts';

const save = (json: unknown) => call('/api/save_booking', { method: 'POST', json });

const storedBooking = (id: string) => readDoc<Booking>(COLLECTIONS.bookings, id);

async function signupsFor(email: string) {
  const snap = await emulatorDb()
    .collection(COLLECTIONS.newsletterSignups)
    .where('email', '==', email)
    .get();
  return snap.docs.map((d) => ({
    id: d.id,
    ...(d.data() as { email: string; added_date: number }),
  }));
}

const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

describe('POST /api/save_booking', () => {
  let studio: StudioDetails;
  beforeAll(async () => {
    await putPaymentLinks();
    studio = await putStudio();
  });

  describe('a booking that fits', () => {
    it('answers 201 with the stored booking and the payment link, and takes the places', async () => {
      const type = await putType({ price: '£12.50', priceForTotal: 12.5, level: 'Improver' });
      const date = await putDate(type, 14, { guests: 8, guest_slots_remaining: 5 });
      const body = bookingBody(date, { guests: 3, total_price: 1, payed: true, admin: true });

      const res = await save(body);

      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.body.paymentLink).toBe(PAY_LINK);
      const booking = res.body.booking as Booking;
      expect(booking).toMatchObject({
        id: body.id,
        scheduled_workshop_id: date.id,
        date: date.date,
        month: date.month,
        year: date.year,
        time: date.time,
        day: date.day,
        date_of_workshop: date.date_of_workshop,
        workshop_type: type.id,
        workshop_name: type.name,
        level: 'Improver',
        duration: type.duration,
        guests: 3,
        total_price: 37.5,
        payed: false,
        name: 'Ada Lovelace',
        email: body.email,
        mobileNumber: '07700 900123',
        experienceLevel: 'Beginner',
        experienceSkills: 'Some knitting',
        newsletterSignup: false,
        status: 'booked',
        tookPlaces: true,
        reference: res.body.reference,
      });
      expect(booking.termsAcceptedAt).toEqual(expect.any(Number));
      expect(booking).not.toHaveProperty('admin');
      const saved = (await storedBooking(body.id))!;
      expect(saved.source).toBe('web');
      expect(visitorView(saved)).toEqual(booking);

      const stored = await getDate(date.id);
      expect(stored.guest_slots_remaining).toBe(2);
      expect(stored.is_available).toBe(true);
    });

    it('makes the date unavailable when its last places are booked', async () => {
      const type = await putType();
      const date = await putDate(type, 14, { guests: 4, guest_slots_remaining: 2 });
      const res = await save(bookingBody(date, { guests: 2 }));
      expect(res.status).toBe(201);
      expect(await getDate(date.id)).toMatchObject({
        guest_slots_remaining: 0,
        is_available: false,
      });
    });

    it('gives no payment link for more than four guests', async () => {
      const type = await putType();
      const date = await putDate(type, 14, { guests: 10 });
      const res = await save(bookingBody(date, { guests: 5 }));
      expect(res.status).toBe(201);
      expect(res.body.paymentLink).toBeNull();
    });
  });

  describe('the same booking id again', () => {
    it('answers 200 with the stored booking and takes the places only once', async () => {
      const type = await putType();
      const date = await putDate(type, 20, { guests: 6 });
      const body = bookingBody(date, { guests: 2 });

      const first = await save(body);
      const second = await save(body);

      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect((await getDate(date.id)).guest_slots_remaining).toBe(4);
      expect(await bookingsOn(date.id)).toHaveLength(1);
      expect(await mailFor([body.id])).toHaveLength(2);
    });

    it('refuses a resend that differs, revealing nothing and changing nothing', async () => {
      const type = await putType();
      const date = await putDate(type, 20, { guests: 6 });
      const body = bookingBody(date, { guests: 2 });
      const first = await save(body);

      const changed = await save({ ...body, guests: 4, name: 'Someone Else' });

      expect(changed.status).toBe(409);
      expect(changed.body).toEqual({ error: BOOKING_ERRORS.idTaken });
      expect(visitorView((await storedBooking(body.id))!)).toEqual(first.body.booking);
      expect((await getDate(date.id)).guest_slots_remaining).toBe(4);
    });
  });

  describe('refusals', () => {
    it('answers 409 with the places left when there are not enough', async () => {
      const type = await putType();
      const date = await putDate(type, 14, { guests: 8, guest_slots_remaining: 2 });
      const body = bookingBody(date, { guests: 3 });

      const res = await save(body);

      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'Sorry, only 2 places are left on this date',
        placesLeft: 2,
      });
      expect(await storedBooking(body.id)).toBeUndefined();
      expect((await getDate(date.id)).guest_slots_remaining).toBe(2);
      expect(await mailFor([body.id])).toEqual([]);
    });

    it('says "only 1 place" when one is left', async () => {
      const type = await putType();
      const date = await putDate(type, 14, { guests: 8, guest_slots_remaining: 1 });
      const res = await save(bookingBody(date, { guests: 2 }));
      expect(res.body).toEqual({
        error: 'Sorry, only 1 place is left on this date',
        placesLeft: 1,
      });
    });

    it('refuses a fully booked date', async () => {
      const type = await putType();
      const date = await putDate(type, 14, { guest_slots_remaining: 0, is_available: false });
      const res = await save(bookingBody(date, { guests: 1 }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'Sorry, this date is now fully booked', placesLeft: 0 });
    });

    it('refuses a date the studio made unavailable', async () => {
      const type = await putType();
      const date = await putDate(type, 14, { guest_slots_remaining: 5, is_available: false });
      const body = bookingBody(date);
      const res = await save(body);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        'Sorry, this date is no longer available; please choose another date',
      );
      expect(await storedBooking(body.id)).toBeUndefined();
    });

    it('refuses a date in the past', async () => {
      const type = await putType();
      const date = await putDate(type, -2);
      const body = bookingBody(date);
      const res = await save(body);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        'Sorry, this date has already passed; please choose another date',
      );
      expect(await storedBooking(body.id)).toBeUndefined();
      expect((await getDate(date.id)).guest_slots_remaining).toBe(date.guest_slots_remaining);
    });

    it('refuses a date of a workshop that is no longer offered', async () => {
      const type = await putType({ active: false });
      const date = await putDate(type, 14);
      const res = await save(bookingBody(date));
      expect(res.status).toBe(409);
    });

    it('answers 404 for an unknown date and writes nothing', async () => {
      const body = bookingBody({ id: 'no-such-date-123' });
      const res = await save(body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Sorry, we could not find that workshop date' });
      expect(await storedBooking(body.id)).toBeUndefined();
    });
  });

  describe('validation', () => {
    let dateId: string;
    beforeAll(async () => {
      const type = await putType();
      dateId = (await putDate(type, 30, { guests: 30 })).id;
    });

    it.each([
      ['guests', { guests: 0 }, GUESTS_REQUIRED],
      ['guests', { guests: '2' }, GUESTS_REQUIRED],
      ['guests', { guests: 1.5 }, GUESTS_REQUIRED],
      ['guests', { guests: undefined }, GUESTS_REQUIRED],
      ['guests', { guests: MAX_GUESTS_PER_BOOKING + 1 }, tooManyGuests(MAX_GUESTS_PER_BOOKING)],
      ['email', { email: 'not-an-email' }, INVALID_EMAIL],
      ['email', { email: 42 }, INVALID_EMAIL],
      ['email', { email: ' ' }, EMAIL_REQUIRED],
      ['mobileNumber', { mobileNumber: '' }, MOBILE_REQUIRED],
      ['mobileNumber', { mobileNumber: '12345' }, INVALID_MOBILE],
      ['mobileNumber', { mobileNumber: '020 7946 0000' }, INVALID_MOBILE],
      ['experienceConfirmed', { experienceConfirmed: false }, EXPERIENCE_REQUIRED],
      ['experienceConfirmed', { experienceConfirmed: 'yes' }, EXPERIENCE_REQUIRED],
      ['termsAccepted', { termsAccepted: false }, TERMS_REQUIRED],
      ['termsAccepted', { termsAccepted: undefined }, TERMS_REQUIRED],
      ['name', { name: 7 }, BOOKING_MESSAGES.name],
      ['name', { name: 'x'.repeat(201) }, BOOKING_MESSAGES.nameTooLong],
      ['experienceLevel', { experienceLevel: 'x'.repeat(501) }, BOOKING_MESSAGES.experienceTooLong],
      ['id', { id: 'bad id!' }, BOOKING_MESSAGES.id],
      ['id', { id: undefined }, BOOKING_MESSAGES.id],
      [
        'scheduled_workshop_id',
        { scheduled_workshop_id: 'a/b' },
        BOOKING_MESSAGES.scheduledWorkshopId,
      ],
      ['scheduled_workshop_id', { scheduled_workshop_id: 5 }, BOOKING_MESSAGES.scheduledWorkshopId],
    ])(
      'answers 400 with the %s message (%j) and writes nothing',
      async (field, change, message) => {
        const body = { ...bookingBody({ id: dateId }), ...change };
        const res = await save(body);
        expect(res.status).toBe(400);
        expect(res.body.fields[field]).toBe(message);
        expect(res.body.error).toBe(Object.values(res.body.fields)[0]);
        if (typeof body.id === 'string' && /^[A-Za-z0-9-]{6,64}$/.test(body.id)) {
          expect(await storedBooking(body.id)).toBeUndefined();
        }
        expect((await getDate(dateId)).guest_slots_remaining).toBe(30);
      },
    );

    it('reports every bad field at once', async () => {
      const res = await save({});
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject({
        guests: GUESTS_REQUIRED,
        email: EMAIL_REQUIRED,
        mobileNumber: MOBILE_REQUIRED,
        experienceConfirmed: EXPERIENCE_REQUIRED,
        termsAccepted: TERMS_REQUIRED,
      });
    });

    it('accepts every UK mobile shape: 07..., +44 7... and with brackets', async () => {
      const type = await putType();
      const date = await putDate(type, 30, { guests: 30 });
      for (const mobileNumber of ['07700900123', '+44 7700 900123', '(07700) 900 123']) {
        const res = await save(bookingBody(date, { guests: 1, mobileNumber }));
        expect(res.status).toBe(201);
      }
    });
  });

  describe('bad requests', () => {
    it('answers malformed JSON with 400 and no stack trace', async () => {
      const res = await call('/api/save_booking', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"id": "abc",',
      });
      expect(res.status).toBe(400);
      expect(
        String(typeof res.body === 'string' ? res.body : JSON.stringify(res.body)),
      ).not.toMatch(/at .+\(.+:\d+:\d+\)|SyntaxError|node_modules/);
    });

    it('answers a JSON array or a non-JSON body with a 400 JSON error', async () => {
      const array = await call('/api/save_booking', { method: 'POST', json: [1, 2] });
      expect(array.status).toBe(400);
      expect(array.body.error).toEqual(expect.any(String));
      const text = await call('/api/save_booking', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'guests=2',
      });
      expect(text.status).toBe(400);
      expect(text.body.error).toEqual(expect.any(String));
    });

    it('answers a body over 100 KB with 413', async () => {
      const res = await save({ ...bookingBody({ id: 'whatever-1' }), name: 'x'.repeat(120_000) });
      expect(res.status).toBe(413);
    });

    it('answers GET on the booking path and unknown paths with 404 JSON', async () => {
      for (const path of ['/api/save_booking', '/api/save_bookings', '/api/workshop_types/a/b']) {
        const res = await call(path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: expect.any(String) });
      }
    });
  });

  describe('the newsletter', () => {
    it('stores one signup per email, however often and in whatever case it is given', async () => {
      const type = await putType();
      const date = await putDate(type, 14, { guests: 20 });
      const email = `news-${Date.now()}@example.com`;

      const first = await save(bookingBody(date, { guests: 1, email, newsletterSignup: true }));
      const second = await save(
        bookingBody(date, { guests: 1, email: email.toUpperCase(), newsletterSignup: true }),
      );

      expect([first.status, second.status]).toEqual([201, 201]);
      const signups = await signupsFor(email);
      expect(signups).toHaveLength(1);
      expect(signups[0]).toMatchObject({ id: newsletterSignupId(email), email });
      expect(signups[0]?.added_date).toBe(first.body.booking.createdAt);
    });

    it('stores nothing when the visitor did not ask', async () => {
      const type = await putType();
      const date = await putDate(type, 14);
      const email = `quiet-${Date.now()}@example.com`;
      await save(bookingBody(date, { email, newsletterSignup: false }));
      expect(await signupsFor(email)).toEqual([]);
    });
  });

  describe('the outbox', () => {
    it('holds the confirmation and the studio notice, written with the booking', async () => {
      const type = await putType({ name: 'Fair Isle & Friends', duration: '3hrs', price: '£35' });
      const date = await putDate(type, 21, { guests: 8, time: '2pm' });
      const body = bookingBody(date, { guests: 2, name: 'Grace <Hopper>' });
      const res = await save(body);
      expect(res.status).toBe(201);

      // Delivered after the answer by the function the outbox write triggers: SKIPPED here,
      // where there is no mail service.
      const mail = await deliveredMailFor([body.id]);
      const confirmation = mail.find((m) => m.kind === 'booking-confirmation');
      const notice = mail.find((m) => m.kind === 'booking-notice');
      expect(mail).toHaveLength(2);

      expect(confirmation).toMatchObject({
        id: `${body.id}-confirmation`,
        to: body.email,
        bookingId: body.id,
        delivery: { state: 'SKIPPED', attempts: 1 },
      });
      const c = confirmation!.message;
      expect(c.subject).toBe(
        `Your booking: Fair Isle & Friends on ${date.day} ${ordinal(Number(date.date))} ${date.month} ${date.year}`,
      );
      expect(c.text).toContain('Time: 2pm');
      expect(c.text).toContain('Guests: 2');
      expect(c.text).toContain('Total: £70');
      expect(c.text).toContain(PAY_LINK);
      expect(c.text).toContain('10 minutes');
      expect(c.text).toContain('more than 48 hours before');
      expect(c.text).toContain('within 48 hours');
      expect(c.html).toContain('Fair Isle &amp; Friends');
      expect(c.html).toContain('Grace &lt;Hopper&gt;');
      expect(c.html).not.toContain('<Hopper>');

      const attachment = confirmation!.attachments?.[0];
      expect(attachment?.filename).toMatch(/\.ics$/);
      const ics = decode(attachment!.content);
      const start = new Date(date.date_of_workshop).toISOString().replace(/[-:]|\.\d{3}/g, '');
      const end = new Date(date.date_of_workshop + 3 * 3_600_000)
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, '');
      expect(ics).toContain(`DTSTART:${start}\r\n`);
      expect(ics).toContain(`DTEND:${end}\r\n`);
      expect(ics).toContain('SUMMARY:Fair Isle & Friends\r\n');

      expect(notice).toMatchObject({ to: studio.email, delivery: { state: 'SKIPPED' } });
      expect(notice!.message.subject).toContain('New booking: Fair Isle & Friends');
      expect(notice!.message.text).not.toContain('07700 900123');
      expect(notice!.message.text).toContain('Level: Beginner');
    });

    it('promises a payment link by email to a group of five', async () => {
      const type = await putType();
      const date = await putDate(type, 21, { guests: 8 });
      const body = bookingBody(date, { guests: 5 });
      await save(body);
      const [confirmation] = (await mailFor([body.id])).filter(
        (m) => m.kind === 'booking-confirmation',
      );
      expect(confirmation?.message.text).toContain('We will email you a payment link');
      expect(confirmation?.message.text).not.toContain(PAY_LINK);
    });

    it('lists the session dates of a course', async () => {
      const type = await putType({ isCourse: true, courseDates: 4, courseInterval: 7 });
      const date = await putDate(type, 7);
      const body = bookingBody(date, { guests: 1 });
      await save(body);
      const [confirmation] = (await mailFor([body.id])).filter(
        (m) => m.kind === 'booking-confirmation',
      );
      expect(confirmation?.message.text).toContain('Session 4:');
      const ics = decode(confirmation!.attachments![0]!.content);
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    });
  });

  it('counts the Firestore documents it read', async () => {
    const type = await putType();
    const date = await putDate(type, 14);
    const body = bookingBody(date, { newsletterSignup: true, email: `r${Date.now()}@example.com` });
    const res = await save(body);
    const mails = await mailFor([body.id]);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'booking-confirmation',
      'booking-notice',
      'newsletter-signup',
    ]);
    // booking id, date, signup, type, and the IP's and the email's counters; the payment
    // settings and the studio's details (read afresh on the local stack; an instance reuses them
    // for SITE_SETTINGS_MAX_AGE_SECONDS in production). The emails are delivered after the
    // answer, by the function their writing triggers.
    expect(res.headers.get('x-firestore-reads')).toBe('8');
  });
});

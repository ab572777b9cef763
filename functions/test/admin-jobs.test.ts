import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emulatorDb,
  mailFor,
  put,
  putBooking,
  putDate,
  putType,
  readDoc,
} from '../../scripts/lib/emulator.ts';
import { booking, scheduledWorkshop } from '../../scripts/lib/factories.ts';
import type { AuditEntry, Booking, WorkshopType } from '../src/domain/model.ts';
import {
  anonymiseOldBookings,
  removePastPhoneNumbers,
} from '../src/features/bookings/retention.service.ts';
import {
  autoReminderMailId,
  sendDueReminders,
} from '../src/features/bookings/reminders.service.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';

const HOUR = 3_600_000;
// Far from today, so the bookings other test files leave behind never fall in the window.
const NOW = Date.UTC(2090, 5, 10, 12);

let type: WorkshopType;

beforeAll(async () => {
  type = await putType({ name: 'Reminder Workshop' });
});

// The far-future dates and bookings would otherwise show on the site's lists.
afterAll(async () => {
  const db = emulatorDb();
  for (const name of [COLLECTIONS.bookings, COLLECTIONS.scheduledWorkshops]) {
    const snap = await db
      .collection(name)
      .where('date_of_workshop', '>=', NOW - 48 * HOUR)
      .get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  await db.collection(COLLECTIONS.workshopTypes).doc(type.id).delete();
});

const readBooking = (id: string) => readDoc<Booking>(COLLECTIONS.bookings, id);

/** A booking on a date starting `hoursAhead` after NOW, made `madeHoursBefore` before NOW. */
async function bookingStarting(
  hoursAhead: number,
  overrides: Partial<Booking> = {},
  madeHoursBefore = 240,
) {
  const date = await put(
    COLLECTIONS.scheduledWorkshops,
    scheduledWorkshop(type, 0, { date_of_workshop: NOW + hoursAhead * HOUR }),
  );
  return putBooking(date, type, { createdAt: NOW - madeHoursBefore * HOUR, ...overrides });
}

describe('sendDueReminders', () => {
  it('queues one reminder for a booking whose workshop is less than 48 hours away and marks it', async () => {
    const due = await bookingStarting(30, { email: 'due@example.com' });
    expect(await sendDueReminders(NOW)).toContain(due.id);
    expect(await readBooking(due.id)).toEqual({
      ...due,
      autoReminderSentAt: NOW,
      autoRemindersSent: { '48h': NOW },
    });
    const mail = await mailFor([due.id]);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      id: autoReminderMailId(due.id),
      kind: 'booking-reminder',
      to: 'due@example.com',
      bookingId: due.id,
      createdAt: NOW,
    });
    expect(mail[0]!.message.subject).toContain('Reminder');
  });

  it('sends it only once, however often it runs', async () => {
    const due = await bookingStarting(40);
    expect(await sendDueReminders(NOW)).toContain(due.id);
    expect(await sendDueReminders(NOW + HOUR)).not.toContain(due.id);
    expect(await sendDueReminders(NOW + 2 * HOUR)).not.toContain(due.id);
    expect(await mailFor([due.id])).toHaveLength(1);
    expect((await readBooking(due.id))?.autoReminderSentAt).toBe(NOW);
  });

  it('sends it once when two runs overlap', async () => {
    const due = await bookingStarting(20);
    const [a, b] = await Promise.all([sendDueReminders(NOW), sendDueReminders(NOW)]);
    expect([...a, ...b].filter((id) => id === due.id)).toHaveLength(1);
    expect(await mailFor([due.id])).toHaveLength(1);
  });

  it('waits until the workshop is less than 48 hours away', async () => {
    const later = await bookingStarting(49);
    expect(await sendDueReminders(NOW)).not.toContain(later.id);
    expect(await readBooking(later.id)).toEqual(later);
    expect(await sendDueReminders(NOW + 2 * HOUR)).toContain(later.id);
  });

  it('sends none for a booking made inside the 48 hours', async () => {
    const late = await bookingStarting(30, {}, 5);
    expect(await sendDueReminders(NOW)).not.toContain(late.id);
    expect(await readBooking(late.id)).toEqual(late);
    expect(await mailFor([late.id])).toEqual([]);
  });

  it('sends none for a booking without an email or a workshop that has started', async () => {
    const noEmail = await bookingStarting(10, { email: '' });
    const started = await bookingStarting(-1);
    const reminded = await sendDueReminders(NOW);
    expect(reminded).not.toContain(noEmail.id);
    expect(reminded).not.toContain(started.id);
    expect(await mailFor([noEmail.id, started.id])).toEqual([]);
  });

  it('sends none when the admin already sent a reminder inside the window', async () => {
    const reminded = await bookingStarting(30, { reminderSentAt: NOW - HOUR });
    expect(await sendDueReminders(NOW)).not.toContain(reminded.id);
    expect(await mailFor([reminded.id])).toEqual([]);
  });
});

describe('removePastPhoneNumbers', () => {
  it('deletes mobileNumber and contactNumber from bookings whose workshop was before today', async () => {
    const [yesterday, lastWeek, earlyToday, tomorrow] = await Promise.all([
      putDate(type, -1),
      putDate(type, -7),
      putDate(type, 0, { time: '1am' }),
      putDate(type, 1),
    ]);
    const { mobileNumber: _none, ...manual } = booking(lastWeek, type, {
      source: 'other',
      contactNumber: '020 7946 0001',
    });
    const [web, other, today, future] = await Promise.all([
      putBooking(yesterday, type, { mobileNumber: '07700 900111' }),
      put(COLLECTIONS.bookings, manual),
      putBooking(earlyToday, type, { mobileNumber: '07700 900222' }),
      putBooking(tomorrow, type, { contactNumber: '020 7946 0002' }),
    ]);
    expect(await removePastPhoneNumbers(Date.now())).toBeGreaterThanOrEqual(2);
    const { mobileNumber: _m1, ...webWithout } = web;
    const { contactNumber: _c2, ...otherWithout } = other;
    expect(await readBooking(web.id)).toEqual(webWithout);
    expect(await readBooking(other.id)).toEqual(otherWithout);
    expect(await readBooking(today.id)).toEqual(today);
    expect(await readBooking(future.id)).toEqual(future);
  });

  it('keeps a course booking’s phone number until its last session has passed', async () => {
    const course = await putType({ isCourse: true, courseDates: 3, courseInterval: 7 });
    const [midCourse, finished] = await Promise.all([putDate(course, -8), putDate(course, -15)]);
    const [current, past] = await Promise.all([
      putBooking(midCourse, course, {
        mobileNumber: '07700 900333',
        isCourse: true,
        courseDates: 3,
      }),
      putBooking(finished, course, {
        mobileNumber: '07700 900444',
        isCourse: true,
        courseDates: 3,
      }),
    ]);
    await removePastPhoneNumbers(Date.now());
    expect((await readBooking(current.id))?.mobileNumber).toBe('07700 900333');
    expect((await readBooking(past.id))?.mobileNumber).toBeUndefined();
  });

  it('changes nothing on a second run the same day', async () => {
    await removePastPhoneNumbers(Date.now());
    expect(await removePastPhoneNumbers(Date.now())).toBe(0);
  });

  it('works through more bookings than fit in one batch', async () => {
    const date = await putDate(type, -3);
    const writer = emulatorDb().bulkWriter();
    const ids: string[] = [];
    for (let i = 0; i < 450; i++) {
      const b = booking(date, type, { contactNumber: '020 7946 0003' });
      ids.push(b.id);
      void writer.set(emulatorDb().collection(COLLECTIONS.bookings).doc(b.id), b);
    }
    await writer.close();
    expect(await removePastPhoneNumbers(Date.now())).toBeGreaterThanOrEqual(450);
    const snaps = await emulatorDb().getAll(
      ...ids.map((id) => emulatorDb().collection(COLLECTIONS.bookings).doc(id)),
    );
    const left = snaps.filter(
      (s) => s.get('mobileNumber') !== undefined || s.get('contactNumber') !== undefined,
    );
    expect(left).toHaveLength(0);
    await Promise.all(
      ids.map((id) => emulatorDb().collection(COLLECTIONS.bookings).doc(id).delete()),
    );
  });
});

describe('anonymiseOldBookings', () => {
  it('removes the person from bookings 24 months after their workshop, keeping counts and totals', async () => {
    const now = Date.now();
    const [old, recent] = await Promise.all([putDate(type, -800), putDate(type, -700)]);
    const [gone, kept] = await Promise.all([
      putBooking(old, type, {
        mobileNumber: '07700 900555',
        notes: 'Left-handed',
        experienceLevel: 'Some',
      }),
      putBooking(recent, type, { mobileNumber: '07700 900666' }),
    ]);
    expect(await anonymiseOldBookings(now)).toBeGreaterThanOrEqual(1);
    const after = await readBooking(gone.id);
    expect(after).toMatchObject({
      name: '(removed)',
      email: '',
      guests: gone.guests,
      total_price: gone.total_price,
      date_of_workshop: gone.date_of_workshop,
      anonymisedAt: now,
    });
    for (const field of ['mobileNumber', 'notes', 'experienceLevel']) {
      expect(after).not.toHaveProperty(field);
    }
    expect((await readBooking(kept.id))?.name).toBe(kept.name);
    expect(await anonymiseOldBookings(now)).toBe(0);
  });

  it("takes the person out of the audit log's entries about a booking it anonymises, keeping what changed", async () => {
    const now = Date.now();
    const [old, recent] = await Promise.all([putDate(type, -800), putDate(type, -700)]);
    const [gone, kept] = await Promise.all([putBooking(old, type), putBooking(recent, type)]);
    const entry = (target: Booking, id: string): AuditEntry => ({
      id,
      at: now - 1000,
      by: { uid: 'staff', email: 'staff@studio.test' },
      action: 'edit_booking',
      target: { collection: 'bookings', id: target.id },
      before: { name: target.name, email: target.email, guests: 1 },
      after: { name: target.name, email: target.email, guests: 2 },
      subject: { name: target.name, workshop: type.name, reference: 'ABCD-EFGH' },
    });
    const [aboutGone, aboutKept] = [
      entry(gone, `audit-${gone.id}`),
      entry(kept, `audit-${kept.id}`),
    ];
    await Promise.all([
      put<AuditEntry>(COLLECTIONS.auditLog, aboutGone),
      put<AuditEntry>(COLLECTIONS.auditLog, aboutKept),
    ]);

    await anonymiseOldBookings(now);

    expect(await readDoc<AuditEntry>(COLLECTIONS.auditLog, aboutGone.id)).toMatchObject({
      action: 'edit_booking',
      before: { name: '(removed)', email: '(removed)', guests: 1 },
      after: { name: '(removed)', email: '(removed)', guests: 2 },
      subject: { name: '(removed)', workshop: type.name, reference: 'ABCD-EFGH' },
    });
    expect(await readDoc<AuditEntry>(COLLECTIONS.auditLog, aboutKept.id)).toMatchObject({
      before: { name: kept.name, email: kept.email },
      subject: { name: kept.name },
    });
  });
});

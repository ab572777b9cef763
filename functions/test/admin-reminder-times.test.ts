import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emulatorDb,
  mailFor,
  put,
  putBooking,
  putType,
  readDoc,
} from '../../scripts/lib/emulator.ts';
import { scheduledWorkshop } from '../../scripts/lib/factories.ts';
import type { AuditEntry, Booking, WorkshopType } from '../src/domain/model.ts';
import { REMINDER_SETTINGS_MESSAGES } from '../src/domain/reminders.ts';
import {
  autoReminderMailId,
  sendDueReminders,
} from '../src/features/bookings/reminders.service.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call, visitorToken } from './support/stack.ts';

const HOUR = 3_600_000;
// Far from today (and from admin-jobs.test.ts's), so no other booking falls in the windows.
const NOW = Date.UTC(2091, 2, 10, 12);

let token: string;
let type: WorkshopType;

const putSettings = (hours: number[], as = token) =>
  call('/api/reminder_settings', { method: 'PUT', token: as, json: { hours } });

beforeAll(async () => {
  token = await adminToken();
  type = await putType({ name: 'Reminder Times Workshop' });
});

// The studio's times go back to the default for the other tests; the far-future data goes.
afterAll(async () => {
  await emulatorDb().collection(COLLECTIONS.siteContent).doc('reminders').delete();
  const db = emulatorDb();
  for (const name of [COLLECTIONS.bookings, COLLECTIONS.scheduledWorkshops]) {
    const snap = await db
      .collection(name)
      .where('date_of_workshop', '>=', NOW - 48 * HOUR)
      .get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
});

async function bookingStarting(hoursAhead: number) {
  const date = await put(
    COLLECTIONS.scheduledWorkshops,
    scheduledWorkshop(type, 0, { date_of_workshop: NOW + hoursAhead * HOUR }),
  );
  return putBooking(date, type, { createdAt: NOW - 240 * HOUR });
}

describe('GET and PUT /api/reminder_settings', () => {
  it('answer one reminder 48 hours before until staff choose, refuse visitors, and keep the choice with an audit entry', async () => {
    await emulatorDb().collection(COLLECTIONS.siteContent).doc('reminders').delete();
    expect((await call('/api/reminder_settings', { token })).body).toEqual({ hours: [48] });
    expect((await putSettings([2], await visitorToken())).status).toBe(403);

    const bad = await putSettings([2, 48, 168]);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ hours: REMINDER_SETTINGS_MESSAGES.hours });
    const tooSoon = await call('/api/reminder_settings', {
      method: 'PUT',
      token,
      json: { hours: [0] },
    });
    expect(tooSoon.status).toBe(400);

    const saved = await putSettings([2, 48]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ hours: [48, 2] });
    expect((await call('/api/reminder_settings', { token })).body).toEqual({ hours: [48, 2] });
    const audit = await emulatorDb()
      .collection(COLLECTIONS.auditLog)
      .where('action', '==', 'update_reminder_settings')
      .get();
    const latest = audit.docs.map((d) => d.data() as AuditEntry).sort((a, b) => b.at - a.at)[0];
    expect(latest?.after).toEqual({ hours: [48, 2] });
  });
});

describe('the reminder job with two times (48 hours and 2 hours before)', () => {
  it('sends each reminder once per booking and time, each in its own window', async () => {
    expect((await putSettings([48, 2])).status).toBe(200);
    const booking = await bookingStarting(30);
    const start = booking.date_of_workshop;

    expect(await sendDueReminders(NOW)).toContain(booking.id);
    expect(await sendDueReminders(NOW + HOUR)).not.toContain(booking.id);
    expect(await sendDueReminders(start - 2 * HOUR - 1)).not.toContain(booking.id);
    expect(await sendDueReminders(start - 2 * HOUR)).toContain(booking.id);
    expect(await sendDueReminders(start - HOUR)).not.toContain(booking.id);

    const stored = await readDoc<Booking>(COLLECTIONS.bookings, booking.id);
    expect(stored?.autoRemindersSent).toEqual({ '48h': NOW, '2h': start - 2 * HOUR });
    const mail = await mailFor([booking.id]);
    expect(mail.map((m) => m.id).sort()).toEqual(
      [autoReminderMailId(booking.id, 48), autoReminderMailId(booking.id, 2)].sort(),
    );
    expect(mail.every((m) => m.kind === 'booking-reminder')).toBe(true);
  });

  it('sends none once staff choose no automatic reminders', async () => {
    expect((await putSettings([])).status).toBe(200);
    const booking = await bookingStarting(20);
    expect(await sendDueReminders(NOW)).not.toContain(booking.id);
    expect(await mailFor([booking.id])).toEqual([]);
  });
});

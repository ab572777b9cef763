import { beforeAll, describe, expect, it } from 'vitest';
import { putBooking, putDate, putType, readDoc } from '../../scripts/lib/emulator.ts';
import { ATTENDANCE_MESSAGES } from '../src/domain/attendance.ts';
import type { AuditEntry, Booking, WorkshopType } from '../src/domain/model.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call } from './support/stack.ts';

let token: string;
let type: WorkshopType;

beforeAll(async () => {
  token = await adminToken();
  type = await putType({ name: 'Register Workshop' });
});

const post = (path: string, json: unknown) => call(path, { method: 'POST', token, json });
const stored = (id: string) => readDoc<Booking>(COLLECTIONS.bookings, id);

async function auditOf(id: string): Promise<AuditEntry[]> {
  const res = await call(`/api/audit_log?target=${id}`, { token });
  expect(res.status).toBe(200);
  return res.body as AuditEntry[];
}

describe('POST /api/mark_attendance', () => {
  it('marks a booking of today attended, then a no-show, then not marked, each audit-logged', async () => {
    const date = await putDate(type, 0, { time: '1am' });
    const booking = await putBooking(date, type);

    const attended = await post('/api/mark_attendance', { id: booking.id, attended: true });
    expect(attended.status).toBe(200);
    expect(attended.body).toMatchObject({ id: booking.id, attended: true });
    expect(attended.body).not.toHaveProperty('manageTokenHash');
    expect((await stored(booking.id))?.attended).toBe(true);

    const noShow = await post('/api/mark_attendance', { id: booking.id, attended: false });
    expect(noShow.body).toMatchObject({ attended: false });
    expect((await stored(booking.id))?.attended).toBe(false);

    const cleared = await post('/api/mark_attendance', { id: booking.id, attended: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('attended');
    expect(await stored(booking.id)).not.toHaveProperty('attended');

    const entries = await auditOf(booking.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['clear_attendance', { attended: false }, { attended: null }],
      ['mark_no_show', { attended: true }, { attended: false }],
      ['mark_attended', { attended: null }, { attended: true }],
    ]);
    expect(entries[0]?.by.email).toBe('staff-admin@studio.test');
  });

  it('marks a past booking, and the same mark again writes nothing', async () => {
    const date = await putDate(type, -3);
    const booking = await putBooking(date, type);
    await post('/api/mark_attendance', { id: booking.id, attended: false });
    const again = await post('/api/mark_attendance', { id: booking.id, attended: false });
    expect(again.status).toBe(200);
    expect((await auditOf(booking.id)).map((e) => e.action)).toEqual(['mark_no_show']);
  });

  it('refuses a cancelled booking, one waiting for its card payment and a future workshop', async () => {
    const today = await putDate(type, 0, { time: '1am' });
    const tomorrow = await putDate(type, 1);
    const cancelled = await putBooking(today, type, { status: 'cancelled' });
    const awaiting = await putBooking(today, type, { status: 'awaiting_payment' });
    const future = await putBooking(tomorrow, type);
    for (const [booking, message] of [
      [cancelled, ATTENDANCE_MESSAGES.notBooked],
      [awaiting, ATTENDANCE_MESSAGES.notBooked],
      [future, ATTENDANCE_MESSAGES.notYet],
    ] as const) {
      const res = await post('/api/mark_attendance', { id: booking.id, attended: true });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: message });
      expect(await stored(booking.id)).not.toHaveProperty('attended');
      expect(await auditOf(booking.id)).toEqual([]);
    }
  });

  it('answers 400 with the field named for a body that is not a mark, and 404 for no booking', async () => {
    const bad = await post('/api/mark_attendance', { id: 'b-1', attended: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ attended: ATTENDANCE_MESSAGES.attended });
    const noId = await post('/api/mark_attendance', { attended: true });
    expect(noId.status).toBe(400);
    expect(noId.body.fields).toEqual({ id: ATTENDANCE_MESSAGES.id });
    const unknown = await post('/api/mark_attendance', { id: 'no-such-booking', attended: true });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/mark_attendance_all', () => {
  it('marks every unmarked booked booking of the date attended, keeping no-shows and leaving cancelled ones', async () => {
    const date = await putDate(type, 0, { time: '1am' });
    const [a, b, noShow, cancelled] = await Promise.all([
      putBooking(date, type, { name: 'Ada' }),
      putBooking(date, type, { name: 'Bea' }),
      putBooking(date, type, { name: 'Cy', attended: false }),
      putBooking(date, type, { name: 'Di', status: 'cancelled' }),
    ]);
    const res = await post('/api/mark_attendance_all', { scheduled_workshop_id: date.id });
    expect(res.status).toBe(200);
    expect((res.body.marked as Booking[]).map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect((await stored(a.id))?.attended).toBe(true);
    expect((await stored(b.id))?.attended).toBe(true);
    expect((await stored(noShow.id))?.attended).toBe(false);
    expect(await stored(cancelled.id)).not.toHaveProperty('attended');
    const entries = await auditOf(a.id);
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['mark_attended', { attended: true, allPresent: true }],
    ]);
    expect(await auditOf(cancelled.id)).toEqual([]);

    const again = await post('/api/mark_attendance_all', { scheduled_workshop_id: date.id });
    expect(again.body).toEqual({ marked: [] });
  });

  it('refuses a date still to come, and answers 404 and 400 for no date and no id', async () => {
    const date = await putDate(type, 2);
    const booking = await putBooking(date, type);
    const future = await post('/api/mark_attendance_all', { scheduled_workshop_id: date.id });
    expect(future.status).toBe(409);
    expect(future.body).toEqual({ error: ATTENDANCE_MESSAGES.notYet });
    expect(await stored(booking.id)).not.toHaveProperty('attended');
    const unknown = await post('/api/mark_attendance_all', { scheduled_workshop_id: 'nope' });
    expect(unknown.status).toBe(404);
    const bad = await post('/api/mark_attendance_all', {});
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      scheduled_workshop_id: ATTENDANCE_MESSAGES.scheduledWorkshopId,
    });
  });

  it('is for staff only', async () => {
    const res = await call('/api/mark_attendance_all', {
      method: 'POST',
      json: { scheduled_workshop_id: 'x' },
    });
    expect(res.status).toBe(401);
  });
});

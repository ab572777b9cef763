import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDb, put, putType, readDoc } from '../../scripts/lib/emulator.ts';
import { scheduledWorkshopOn } from '../../scripts/lib/factories.ts';
import { londonParts } from '../src/domain/dates.ts';
import type { AuditEntry, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { SERIES_MESSAGES } from '../src/domain/series.ts';
import { SCHEDULE_ERRORS } from '../src/features/schedule/schedule.service.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call, visitorToken } from './support/stack.ts';

let token: string;
let type: WorkshopType;
let other: WorkshopType;

// A far January's Tuesdays at 7pm, a year of its own for each run (the emulator keeps data).
const YEAR = 2070 + Math.floor(Math.random() * 20);
const firstTuesday = () => {
  const day = 1 + ((2 - new Date(Date.UTC(YEAR, 0, 1)).getUTCDay() + 7) % 7);
  return `${YEAR}-01-${String(day).padStart(2, '0')}`;
};

beforeAll(async () => {
  token = await adminToken();
  [type, other] = await Promise.all([
    putType({ name: 'Series Test Workshop' }),
    putType({ name: 'Series Clash Workshop' }),
  ]);
});

// The far-future dates would otherwise show on the site's lists.
afterAll(async () => {
  const db = emulatorDb();
  const snap = await db
    .collection(COLLECTIONS.scheduledWorkshops)
    .where('workshop_type', 'in', [type.id, other.id])
    .get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
});

const post = (path: string, json: unknown, as = token) =>
  call(path, { method: 'POST', token: as, json });
const readDate = (id: string) => readDoc<ScheduledWorkshop>(COLLECTIONS.scheduledWorkshops, id);

const series = (overrides: object = {}) => ({
  workshop_type: type.id,
  firstDate: firstTuesday(),
  time: '7pm',
  repeat: 'weekly',
  count: 4,
  guests: 6,
  ...overrides,
});

async function auditOf(action: string, targetId: string) {
  const snap = await emulatorDb()
    .collection(COLLECTIONS.auditLog)
    .where('target.id', '==', targetId)
    .get();
  return snap.docs.map((d) => d.data() as AuditEntry).filter((e) => e.action === action);
}

describe('POST /api/preview_series and POST /api/schedule_series', () => {
  it('refuse visitors and anonymous callers, writing nothing', async () => {
    const visitor = await visitorToken();
    for (const path of ['/api/preview_series', '/api/schedule_series']) {
      expect((await post(path, series(), visitor)).status).toBe(403);
      expect((await call(path, { method: 'POST', json: series() })).status).toBe(401);
    }
  });

  it('answer 400 with the field’s message for a series without a count or last date, or a first date in the past', async () => {
    const none = await post('/api/preview_series', series({ count: undefined }));
    expect(none.status).toBe(400);
    expect(none.body.fields).toMatchObject({ count: SERIES_MESSAGES.countOrUntil });
    const past = await post('/api/schedule_series', series({ firstDate: '2020-01-07' }));
    expect(past.status).toBe(400);
    expect(past.body.fields).toMatchObject({ firstDate: SCHEDULE_ERRORS.past });
  });

  it('previews the dates with the date already on at the same time flagged, then refuses to create it unless it is unticked, and creates the rest as one audit entry', async () => {
    const first = firstTuesday();
    const [y, mo, d] = first.split('-').map(Number) as [number, number, number];
    // Another workshop already on at 7pm on the series' third Tuesday.
    const clashing = await put(
      COLLECTIONS.scheduledWorkshops,
      scheduledWorkshopOn(other, { year: y, month: mo, day: d + 14 }, { time: '7pm' }),
    );
    const third = new Date(Date.UTC(y, mo - 1, d + 14)).toISOString().slice(0, 10);

    const preview = await post('/api/preview_series', series());
    expect(preview.status).toBe(200);
    expect(preview.body.repeats).toBe('every Tuesday');
    expect(preview.body.dates).toHaveLength(4);
    expect(preview.body.dates.map((x: { clash: unknown }) => x.clash)).toEqual([
      null,
      null,
      { id: clashing.id, workshop_name: other.name },
      null,
    ]);
    expect(preview.body.dates[2].date).toBe(third);

    const refused = await post('/api/schedule_series', series());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(SCHEDULE_ERRORS.clash);
    const ids = (await post('/api/preview_series', series())).body.dates.map(
      (x: { date_of_workshop: number }) => x.date_of_workshop,
    );
    expect(ids).toHaveLength(4);
    // Nothing was written: no date of the type at those times.
    const written = await emulatorDb()
      .collection(COLLECTIONS.scheduledWorkshops)
      .where('workshop_type', '==', type.id)
      .get();
    expect(written.size).toBe(0);

    const created = await post('/api/schedule_series', series({ leaveOut: [third] }));
    expect(created.status).toBe(201);
    const dates = created.body.created as ScheduledWorkshop[];
    expect(dates).toHaveLength(3);
    expect(dates.map((w) => londonParts(w.date_of_workshop).hour)).toEqual([19, 19, 19]);
    expect(dates.every((w) => w.guests === 6 && w.guest_slots_remaining === 6)).toBe(true);
    for (const w of dates) expect(await readDate(w.id)).toEqual(w);

    const entries = await auditOf('schedule_series', dates[0]!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({
      workshop_type: type.id,
      repeat: 'weekly',
      ids: dates.map((w) => w.id),
      leftOut: [third],
    });
    for (const w of dates.slice(1)) expect(await auditOf('schedule_series', w.id)).toEqual([]);

    // The same series sent again (a double click) creates nothing more.
    const again = await post('/api/schedule_series', series({ leaveOut: [third] }));
    expect(again.status).toBe(200);
    expect(again.body.created).toEqual(dates);
    expect(await auditOf('schedule_series', dates[0]!.id)).toHaveLength(1);
  });
});

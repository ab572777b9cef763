import { beforeAll, describe, expect, it } from 'vitest';
import { contentsOf, emulatorDb, putDate, putType, readDoc } from '../../scripts/lib/emulator.ts';
import { scheduleForm } from '../../scripts/lib/factories.ts';
import { londonInstant, londonParts } from '../src/domain/dates.ts';
import type { ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { SCHEDULE_MESSAGES, sameTimeMessage } from '../src/domain/schedule.ts';
import { whenLabel } from '../src/domain/wording.ts';
import { SCHEDULE_ERRORS } from '../src/features/schedule/schedule.service.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call } from './support/stack.ts';

let token: string;
let type: WorkshopType;

beforeAll(async () => {
  token = await adminToken();
  type = await putType({ name: 'Scheduling Test Workshop' });
});

const schedule = (json: unknown) => call('/api/add_new_workshop', { method: 'POST', token, json });
const readDate = (id: string) => readDoc<ScheduledWorkshop>(COLLECTIONS.scheduledWorkshops, id);

describe('POST /api/add_new_workshop', () => {
  it('computes the date fields in Europe/London and opens every place', async () => {
    const year = londonParts(Date.now()).year + 1;
    const form = scheduleForm(type, 0, {
      date: '15th',
      month: 'july',
      year: String(year).slice(2),
      time: '3PM',
      guests: 7,
      date_of_workshop: 0,
      day: 'Caturday',
      guest_slots_remaining: 99,
      is_available: false,
    });
    const res = await schedule(form);
    expect(res.status).toBe(201);
    const expected: ScheduledWorkshop = {
      id: form.id,
      workshop_type: type.id,
      date: '15',
      month: 'July',
      year: String(year),
      time: '3pm',
      day: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(year, 6, 15),
      ),
      guests: 7,
      guest_slots_remaining: 7,
      is_available: true,
      // 3pm in British Summer Time is 14:00 UTC.
      date_of_workshop: Date.UTC(year, 6, 15, 14),
      places_taken: 0,
      places_held: 0,
      closed: false,
      status: 'scheduled',
    };
    expect(res.body).toEqual(expected);
    expect(await readDate(form.id)).toEqual(expected);
  });

  it('returns the stored date with 200 when the same id is sent again, changing nothing', async () => {
    const form = scheduleForm(type, 20, { guests: 5 });
    const first = await schedule(form);
    expect(first.status).toBe(201);
    const again = await schedule({ ...form, guests: 50, time: '10am' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await readDate(form.id)).toEqual(first.body);
  });

  it('refuses a second date of the workshop at the same start with 409, writing nothing, unless staff confirm it is meant', async () => {
    const form = scheduleForm(type, 25, { time: '2pm' });
    expect((await schedule(form)).status).toBe(201);
    const before = await contentsOf(COLLECTIONS.scheduledWorkshops);

    const twin = { ...form, id: crypto.randomUUID(), time: '2PM', guests: 9 };
    const refused = await schedule(twin);
    expect(refused.status).toBe(409);
    const first = (await readDate(form.id))!;
    expect(refused.body).toEqual({
      error: SCHEDULE_ERRORS.sameTime,
      fields: { allowSameTime: sameTimeMessage(type.name, whenLabel(first)) },
    });
    expect(await contentsOf(COLLECTIONS.scheduledWorkshops)).toEqual(before);

    // Another time that day, or another workshop at that time, is not a twin.
    expect((await schedule({ ...twin, id: crypto.randomUUID(), time: '4pm' })).status).toBe(201);
    const other = await putType({ name: 'Another Scheduling Workshop' });
    const otherForm = { ...twin, id: crypto.randomUUID(), workshop_type: other.id };
    expect((await schedule(otherForm)).status).toBe(201);

    const meant = await schedule({ ...twin, allowSameTime: true });
    expect(meant.status).toBe(201);
    expect(await readDate(twin.id)).toMatchObject({ guests: 9, time: '2pm' });
    expect(await readDate(twin.id)).not.toHaveProperty('allowSameTime');
  });

  it('lets a cancelled date’s start be scheduled again without confirming', async () => {
    const form = scheduleForm(type, 26, { time: '11am' });
    expect((await schedule(form)).status).toBe(201);
    await emulatorDb()
      .collection(COLLECTIONS.scheduledWorkshops)
      .doc(form.id)
      .update({ status: 'cancelled' });
    expect((await schedule({ ...form, id: crypto.randomUUID() })).status).toBe(201);
  });

  it('refuses a workshop type that does not exist with 400 on workshop_type', async () => {
    const before = await contentsOf(COLLECTIONS.scheduledWorkshops);
    const res = await schedule(scheduleForm({ id: 'no-such-type' }, 10));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ workshop_type: SCHEDULE_ERRORS.unknownType });
    expect(await contentsOf(COLLECTIONS.scheduledWorkshops)).toEqual(before);
  });

  it('refuses a date in the past with 400 on date', async () => {
    const before = await contentsOf(COLLECTIONS.scheduledWorkshops);
    const res = await schedule(scheduleForm(type, -1));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ date: SCHEDULE_ERRORS.past });
    expect(await contentsOf(COLLECTIONS.scheduledWorkshops)).toEqual(before);
  });

  it('answers 400 with the form messages for bad fields and writes nothing', async () => {
    const before = await contentsOf(COLLECTIONS.scheduledWorkshops);
    const res = await schedule({
      id: 'x',
      workshop_type: '',
      date: '32nd',
      month: 'Smarch',
      year: '3',
      time: '25pm',
      guests: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      id: SCHEDULE_MESSAGES.id,
      workshop_type: SCHEDULE_MESSAGES.workshopType,
      date: SCHEDULE_MESSAGES.date,
      month: SCHEDULE_MESSAGES.month,
      year: SCHEDULE_MESSAGES.year,
      time: SCHEDULE_MESSAGES.time,
      guests: SCHEDULE_MESSAGES.guests,
    });
    const noSuchDay = await schedule(scheduleForm(type, 0, { date: '30th', month: 'February' }));
    expect(noSuchDay.status).toBe(400);
    expect(noSuchDay.body.fields).toEqual({ date: SCHEDULE_MESSAGES.noSuchDate });
    expect(await contentsOf(COLLECTIONS.scheduledWorkshops)).toEqual(before);
  });
});

describe('GET /api/scheduled_workshops_list', () => {
  it('lists dates from the start of today, soonest first, with the workshop name', async () => {
    const other = await putType({ name: 'Second Type' });
    const [yesterday, earlyToday, later, soon] = await Promise.all([
      putDate(type, -1),
      putDate(type, 0, { time: '1am' }),
      putDate(other, 30),
      putDate(type, 3),
    ]);
    const res = await call('/api/scheduled_workshops_list', { token });
    expect(res.status).toBe(200);
    const list = res.body as (ScheduledWorkshop & { workshop_name: string })[];
    const ids = list.map((d) => d.id);
    expect(ids).not.toContain(yesterday.id);
    const mine = list.filter((d) => [earlyToday.id, soon.id, later.id].includes(d.id));
    expect(mine).toEqual([
      { ...earlyToday, workshop_name: type.name },
      { ...soon, workshop_name: type.name },
      { ...later, workshop_name: other.name },
    ]);
    const startOfToday = londonInstant(
      londonParts(Date.now()).year,
      londonParts(Date.now()).month,
      londonParts(Date.now()).day,
      0,
    );
    expect(list.every((d) => d.date_of_workshop > startOfToday)).toBe(true);
    const times = list.map((d) => d.date_of_workshop);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

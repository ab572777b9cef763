import { beforeAll, describe, expect, it } from 'vitest';
import { putDate, putType } from '../../scripts/lib/emulator.ts';
import { bookingBody } from '../../scripts/lib/factories.ts';
import { londonParts } from '../src/domain/dates.ts';
import type { CalendarEntry, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { call } from './support/stack.ts';

// Bookable means bookable: dates of a type that is coming soon or retired are in no public
// answer, and booking them is refused.

describe.each([
  ['coming soon', { comingSoon: true }],
  ['retired', { active: false }],
])('the dates of a %s workshop type', (_kind, flags) => {
  let type: WorkshopType;
  let date: ScheduledWorkshop;

  beforeAll(async () => {
    type = await putType({ showOnHomePage: true, ...flags });
    date = await putDate(type, 9);
  });

  const ids = (list: { id: string }[]) => list.map((x) => x.id);

  it('are in no public list', async () => {
    const all = (await call('/api/scheduled_workshops')).body as ScheduledWorkshop[];
    expect(ids(all)).not.toContain(date.id);
    const ofType = await call(`/api/scheduled_workshops/${type.id}`);
    expect(ofType.status).toBe(200);
    expect(ofType.body).toEqual([]);
    const types = (await call('/api/workshop_types')).body as (WorkshopType & {
      sessions: ScheduledWorkshop[];
    })[];
    expect(types.find((t) => t.id === type.id)?.sessions ?? []).toEqual([]);
    const upcoming = (await call('/api/upcoming_workshops')).body as WorkshopType[];
    expect(ids(upcoming)).not.toContain(type.id);
    const { year, month } = londonParts(date.date_of_workshop);
    const calendar = (await call(`/api/get_calendar_events?month=${month}&year=${year}`))
      .body as CalendarEntry[];
    expect(calendar.map((e) => e.scheduledWorkshopId)).not.toContain(date.id);
  });

  it('cannot be booked', async () => {
    const res = await call('/api/save_booking', { method: 'POST', json: bookingBody(date) });
    expect(res.status).toBe(409);
    expect(res.body.placesLeft).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, put, putType } from '../../scripts/lib/emulator.ts';
import { scheduledWorkshopOn } from '../../scripts/lib/factories.ts';
import { londonInstant } from '../src/domain/dates.js';
import type { CalendarEntry, ScheduledWorkshop } from '../src/domain/model.js';
import { CALENDAR_MESSAGES } from '../src/features/calendar/calendar-range.js';
import { CACHE_FRESH } from '../src/lib/cache.js';
import { COLLECTIONS } from '../src/lib/collections.js';
import { call } from './support/stack.ts';

// June 2031 is in British Summer Time: London midnight is 23:00 UTC the day before.
function dateAt(typeId: string, month: number, day: number, hour: number, minute = 0) {
  const date_of_workshop = londonInstant(2031, month, day, hour, minute);
  return put(
    COLLECTIONS.scheduledWorkshops,
    scheduledWorkshopOn({ id: typeId }, { year: 2031, month, day }, { date_of_workshop }),
  );
}

describe('GET /api/get_calendar_events', () => {
  let first: ScheduledWorkshop;
  let last: ScheduledWorkshop;
  let middle: ScheduledWorkshop;
  let yarnId: string;

  beforeAll(async () => {
    await clearFirestore();
    const knit = await putType({ id: 'cal-knit', name: 'Knit Night', craftType: 'Knitting' });
    const yarn = await putType({ id: 'cal-yarn', name: 'Yarn Tales' });
    const retired = await putType({ id: 'cal-retired', name: 'Retired', active: false });
    yarnId = yarn.id;
    // 00:30 on 1 June in London is 23:30 UTC on 31 May: it belongs to June.
    first = await dateAt(knit.id, 6, 1, 0, 30);
    middle = await dateAt(yarn.id, 6, 15, 18);
    last = await dateAt(knit.id, 6, 30, 23);
    await dateAt(knit.id, 5, 31, 22); // 21:00 UTC on 31 May: May
    await dateAt(knit.id, 7, 1, 0); // London midnight 1 July: July
    await dateAt(retired.id, 6, 10, 10);
  });

  it("answers that London month's entries, soonest first, from day one to the last hour", async () => {
    const res = await call('/api/get_calendar_events?month=6&year=2031');
    expect(res.status).toBe(200);
    const entries = res.body as CalendarEntry[];
    expect(entries.map((e) => e.scheduledWorkshopId)).toEqual([first.id, middle.id, last.id]);
    expect(entries[0]).toEqual({
      day: 1,
      month: 6,
      year: 2031,
      start: first.time,
      name: 'Knit Night',
      workshopId: 'cal-knit',
      // the craft colours the entry, so the calendar page loads no list of types beside it
      craftType: 'Knitting',
      scheduledWorkshopId: first.id,
      seatsRemaining: first.guest_slots_remaining,
    });
    expect(entries[1]).toMatchObject({ day: 15, name: 'Yarn Tales', workshopId: yarnId });
    expect(entries[2]).toMatchObject({ day: 30, month: 6 });
  });

  it('is cached briefly and reads only the dates and the types they name', async () => {
    const res = await call('/api/get_calendar_events?month=6&year=2031');
    expect(res.headers.get('cache-control')).toBe(CACHE_FRESH);
    // 4 dates in June (one of a retired type) + 3 types
    expect(res.headers.get('x-firestore-reads')).toBe('7');
  });

  it('answers an empty list for a month with nothing on', async () => {
    const res = await call('/api/get_calendar_events?month=2&year=2031');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('x-firestore-reads')).toBe('0');
  });

  it.each([
    ['month=0&year=2031', 'month', CALENDAR_MESSAGES.month],
    ['month=13&year=2031', 'month', CALENDAR_MESSAGES.month],
    ['month=June&year=2031', 'month', CALENDAR_MESSAGES.month],
    ['month=1.5&year=2031', 'month', CALENDAR_MESSAGES.month],
    ['year=2031', 'month', CALENDAR_MESSAGES.month],
    ['month=6&year=31', 'year', CALENDAR_MESSAGES.year],
    ['month=6&year=1999', 'year', CALENDAR_MESSAGES.year],
    ['month=6&year=12345', 'year', CALENDAR_MESSAGES.year],
    ['month=6', 'year', CALENDAR_MESSAGES.year],
    ['month=6&month=7&year=2031', 'month', CALENDAR_MESSAGES.month],
  ])('answers ?%s with 400 and the %s message', async (query, field, message) => {
    const res = await call(`/api/get_calendar_events?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

import { startOfLondonDay } from '../../domain/dates.js';
import type { ScheduledWorkshop } from '../../domain/model.js';
import { type ScheduleWorkshopInput, toScheduledWorkshop } from '../../domain/schedule.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import {
  addScheduledWorkshop,
  findTypesOf,
  listScheduledWorkshopsAfter,
  listScheduledWorkshopsBetween,
  listScheduledWorkshopsOfTypesAfter,
  workshopTypeExists,
} from './schedule.repository.js';

export const SCHEDULE_ERRORS = {
  unknownType: 'That workshop type does not exist; choose one from the list',
  past: 'That date and time has already passed; choose a date in the future',
  unknownWorkshop: 'Sorry, we could not find that workshop',
} as const;

/** Every future date, soonest first. */
export function futureDates(now = Date.now()): Promise<ScheduledWorkshop[]> {
  return listScheduledWorkshopsAfter(now);
}

/** The future dates of the given types, soonest first. */
export function futureDatesOfTypes(typeIds: string[], now = Date.now()) {
  return listScheduledWorkshopsOfTypesAfter(typeIds, now);
}

/** Dates starting in [from, to), soonest first. */
export function datesBetween(from: number, to: number) {
  return listScheduledWorkshopsBetween(from, to);
}

/** The type's future dates; an unknown type is 404 (checked only when it has no dates). */
export async function futureDatesOfType(
  typeId: string,
  now = Date.now(),
): Promise<ScheduledWorkshop[]> {
  const dates = await listScheduledWorkshopsOfTypesAfter([typeId], now);
  if (dates.length === 0 && !(await workshopTypeExists(typeId))) {
    throw notFound(SCHEDULE_ERRORS.unknownWorkshop);
  }
  return dates;
}

/**
 * Schedules a date. The server computes date, day, year, time and date_of_workshop
 * (Europe/London) from the form fields and opens all its places. Sending the same id
 * again returns the stored date (`created: false`) and writes nothing.
 */
export async function scheduleWorkshop(
  input: ScheduleWorkshopInput,
  now = Date.now(),
): Promise<{ workshop: ScheduledWorkshop; created: boolean }> {
  const workshop = toScheduledWorkshop(input);
  if (!(workshop.date_of_workshop > now)) {
    throw badRequest(SCHEDULE_ERRORS.past, { date: SCHEDULE_ERRORS.past });
  }
  const result = await addScheduledWorkshop(workshop);
  if (result.outcome === 'unknown-type') {
    throw badRequest(SCHEDULE_ERRORS.unknownType, { workshop_type: SCHEDULE_ERRORS.unknownType });
  }
  return { workshop: result.workshop, created: result.outcome === 'created' };
}

/** Dates from the start of today (London), soonest first, each with its type's name. */
export async function scheduledWorkshopsForAdmin(
  now = Date.now(),
): Promise<(ScheduledWorkshop & { workshop_name: string })[]> {
  const dates = await listScheduledWorkshopsAfter(startOfLondonDay(now) - 1);
  const names = new Map((await findTypesOf(dates)).map((t) => [t.id, t.name]));
  return dates.map((d) => ({ ...d, workshop_name: names.get(d.workshop_type) ?? d.workshop_type }));
}

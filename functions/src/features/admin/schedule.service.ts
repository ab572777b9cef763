import { startOfLondonDay } from '../../domain/dates.js';
import type { ScheduledWorkshop, WorkshopType } from '../../domain/model.js';
import { type ScheduleWorkshopInput, toScheduledWorkshop } from '../../domain/schedule.js';
import { badRequest } from '../../lib/http-errors.js';
import { findWorkshopTypes, listScheduledWorkshopsAfter } from '../catalog/catalog.repository.js';
import { addScheduledWorkshop } from './schedule.repository.js';

export const SCHEDULE_ERRORS = {
  unknownType: 'That workshop type does not exist; choose one from the list',
  past: 'That date and time has already passed; choose a date in the future',
} as const;

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
  if (result.outcome === 'exists') return { workshop: result.workshop, created: false };
  if (result.outcome === 'unknown-type') {
    throw badRequest(SCHEDULE_ERRORS.unknownType, { workshop_type: SCHEDULE_ERRORS.unknownType });
  }
  return { workshop: result.workshop, created: true };
}

/** Dates from the start of today (London), soonest first, each with its type's name. */
export async function scheduledWorkshopsForAdmin(
  now = Date.now(),
): Promise<(ScheduledWorkshop & { workshop_name: string })[]> {
  const dates = await listScheduledWorkshopsAfter(startOfLondonDay(now) - 1);
  const types = await findWorkshopTypes(dates.map((d) => d.workshop_type));
  const names = new Map(types.map((t: WorkshopType) => [t.id, t.name]));
  return dates.map((d) => ({ ...d, workshop_name: names.get(d.workshop_type) ?? d.workshop_type }));
}

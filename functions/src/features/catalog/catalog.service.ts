import type { ScheduledWorkshop, WorkshopType } from '../../domain/model.js';
import { notFound } from '../../lib/http-errors.js';
import {
  findWorkshopType,
  listActiveWorkshopTypes,
  listHomePageWorkshopTypes,
  listScheduledWorkshopsAfter,
  listScheduledWorkshopsOfTypesAfter,
} from './catalog.repository.js';

export type WorkshopTypeWithSessions = WorkshopType & { sessions: ScheduledWorkshop[] };

export const CATALOG_ERRORS = {
  unknownType: 'Sorry, we could not find that workshop',
} as const;

function withSessions(types: WorkshopType[], dates: ScheduledWorkshop[]) {
  const byType = new Map<string, ScheduledWorkshop[]>();
  for (const date of dates) {
    const list = byType.get(date.workshop_type) ?? [];
    list.push(date);
    byType.set(date.workshop_type, list);
  }
  return types.map((type) => ({ ...type, sessions: byType.get(type.id) ?? [] }));
}

const byName = (a: WorkshopType, b: WorkshopType) => a.name.localeCompare(b.name, 'en-GB');

/** Active types (by name), each with its future dates soonest first. */
export async function listWorkshopTypes(now = Date.now()): Promise<WorkshopTypeWithSessions[]> {
  const types = (await listActiveWorkshopTypes()).sort(byName);
  const dates = await listScheduledWorkshopsOfTypesAfter(
    types.map((t) => t.id),
    now,
  );
  return withSessions(types, dates);
}

/** Active home-page types that have a future date, soonest next date first. */
export async function listUpcomingWorkshops(now = Date.now()): Promise<WorkshopTypeWithSessions[]> {
  const types = await listHomePageWorkshopTypes();
  const dates = await listScheduledWorkshopsOfTypesAfter(
    types.map((t) => t.id),
    now,
  );
  return withSessions(types, dates)
    .filter((t) => t.sessions.length > 0)
    .sort(
      (a, b) => (a.sessions[0]?.date_of_workshop ?? 0) - (b.sessions[0]?.date_of_workshop ?? 0),
    );
}

export async function getWorkshopType(
  id: string,
  now = Date.now(),
): Promise<WorkshopTypeWithSessions> {
  const [type, dates] = await Promise.all([
    findWorkshopType(id),
    listScheduledWorkshopsOfTypesAfter([id], now),
  ]);
  if (!type || type.active !== true) throw notFound(CATALOG_ERRORS.unknownType);
  return { ...type, sessions: dates };
}

export function listScheduledWorkshops(now = Date.now()): Promise<ScheduledWorkshop[]> {
  return listScheduledWorkshopsAfter(now);
}

/** The type's future dates; an unknown type is 404 (checked only when it has no dates). */
export async function listScheduledWorkshopsOfType(
  typeId: string,
  now = Date.now(),
): Promise<ScheduledWorkshop[]> {
  const dates = await listScheduledWorkshopsOfTypesAfter([typeId], now);
  if (dates.length === 0 && !(await findWorkshopType(typeId))) {
    throw notFound(CATALOG_ERRORS.unknownType);
  }
  return dates;
}

import {
  createdAt,
  type NewWorkshopTypeInput,
  toWorkshopType,
  workshopTypeId,
  type WorkshopTypeInput,
} from '../../domain/admin-workshop-type.js';
import type { WorkshopWithSessions } from '../../domain/contracts/catalog.js';
import type { ScheduledWorkshop, WorkshopType } from '../../domain/model.js';
import {
  type UpcomingWorkshop,
  upcomingWorkshop,
  type WorkshopCard,
  workshopCard,
} from '../../domain/workshop-card.js';
import { isAwaitingPayment } from '../../domain/payment.js';
import { isBooked, isBookableType } from '../../domain/places.js';
import {
  type Actor,
  createAudited,
  deleteAudited,
  type GuardedCommit,
  replaceAudited,
} from '../../lib/guarded-commit.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { futureBookingsOfType } from '../bookings/index.js';
import { datesOfTypeAfter, deleteDate, futureDatesOfTypes } from '../schedule/index.js';
import {
  typeDocs,
  findWorkshopType,
  findWorkshopTypes,
  listActiveWorkshopTypes,
  listAllWorkshopTypes,
  listHomePageWorkshopTypes,
} from './catalog.repository.js';

export const CATALOG_ERRORS = {
  unknownType: 'Sorry, we could not find that workshop',
  exists: 'A workshop type with this id already exists; choose another name or id',
  unknownId: 'There is no workshop type with this id',
  hasBookings:
    'This workshop type has bookings on future dates, so it cannot be deleted; retire it (not active) instead',
} as const;

/** Each type with its future dates; a type that is coming soon (or retired) has none to show. */
function withSessions(types: WorkshopType[], dates: ScheduledWorkshop[]) {
  const byType = new Map<string, ScheduledWorkshop[]>();
  for (const date of dates) {
    const list = byType.get(date.workshop_type) ?? [];
    list.push(date);
    byType.set(date.workshop_type, list);
  }
  return types.map((type) => ({
    ...type,
    sessions: isBookableType(type) ? (byType.get(type.id) ?? []) : [],
  }));
}

const bookableIds = (types: WorkshopType[]) => types.filter(isBookableType).map((t) => t.id);

const byName = (a: WorkshopType, b: WorkshopType) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/** Active types (by name), each with its future dates soonest first. */
export async function listWorkshopTypes(now = Date.now()): Promise<WorkshopWithSessions[]> {
  const types = (await listActiveWorkshopTypes()).sort(byName);
  return withSessions(types, await futureDatesOfTypes(bookableIds(types), now));
}

/** The cards of active types shown on the workshop menu, by name (no dates: the menu shows none). */
export async function listMenuWorkshops(): Promise<WorkshopCard[]> {
  return (await listActiveWorkshopTypes())
    .filter((t) => t.showOnWorkshopMenu)
    .sort(byName)
    .map(workshopCard);
}

/**
 * The cards of active home-page types that have a future date, soonest next date first, each
 * with that next date only.
 */
export async function listUpcomingWorkshops(now = Date.now()): Promise<UpcomingWorkshop[]> {
  const types = await listHomePageWorkshopTypes();
  return withSessions(types, await futureDatesOfTypes(bookableIds(types), now))
    .filter((t) => t.sessions.length > 0)
    .sort((a, b) => (a.sessions[0]?.date_of_workshop ?? 0) - (b.sessions[0]?.date_of_workshop ?? 0))
    .map(upcomingWorkshop);
}

export async function getWorkshopType(id: string, now = Date.now()): Promise<WorkshopWithSessions> {
  const [type, dates] = await Promise.all([findWorkshopType(id), futureDatesOfTypes([id], now)]);
  if (!type || type.active !== true) throw notFound(CATALOG_ERRORS.unknownType);
  return withSessions([type], dates)[0]!;
}

/** The types of the given ids that exist (for names and visibility). */
export const workshopTypesByIds = (ids: string[]) => findWorkshopTypes(ids);

/** A workshop type, read in a guarded commit (null when there is none). */
export const workshopTypeOf = (commit: GuardedCommit, id: string) => typeDocs.get(commit, id);

/** Every workshop type, inactive ones too, by name. */
export async function workshopTypesForAdmin(): Promise<WorkshopType[]> {
  return (await listAllWorkshopTypes()).sort(byName);
}

export function addWorkshopType(
  input: NewWorkshopTypeInput,
  actor: Actor,
  now = Date.now(),
): Promise<WorkshopType> {
  const { id: _id, ...fields } = input;
  const type = toWorkshopType(fields, workshopTypeId(input), createdAt(now));
  return createAudited(
    typeDocs,
    type.id,
    type,
    actor,
    'add_new_workshop_type',
    () => conflict(CATALOG_ERRORS.exists),
    now,
  );
}

/** Replaces every editable field; when it was made (timestamp, month, year) stays. */
export function updateWorkshopType(input: WorkshopTypeInput, actor: Actor): Promise<WorkshopType> {
  const { id, ...fields } = input;
  return replaceAudited(
    typeDocs,
    id,
    (existing) =>
      toWorkshopType(fields, id, {
        timestamp: existing.timestamp,
        month: existing.month,
        year: existing.year,
      }),
    actor,
    'update_workshop_type',
    () => notFound(CATALOG_ERRORS.unknownId),
  );
}

/**
 * Deletes a workshop type while no future date of it has a booking (409 otherwise: retire
 * it with `active: false` instead). Its future dates, all without bookings, go with it.
 */
export function deleteWorkshopType(id: string, actor: Actor, now = Date.now()) {
  return deleteAudited(
    typeDocs,
    id,
    actor,
    'delete_workshop_type',
    () => notFound(CATALOG_ERRORS.unknownId),
    async (commit) => {
      const dates = await datesOfTypeAfter(commit, id, now);
      const bookings = await futureBookingsOfType(commit, id, now);
      if (bookings.some((b) => isBooked(b) || isAwaitingPayment(b))) {
        throw conflict(CATALOG_ERRORS.hasBookings);
      }
      for (const date of dates) deleteDate(commit, date, actor);
    },
    now,
  );
}

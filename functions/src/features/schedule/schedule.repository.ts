import type { ScheduledWorkshop, WorkshopType } from '../../domain/model.js';
import { collections, readDoc, readDocs, readQuery, refs } from '../../lib/firestore.js';
import { documents, type GuardedCommit } from '../../lib/guarded-commit.js';

// Firestore accepts at most 30 values in one `in` filter.
const IN_LIMIT = 30;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Scheduled dates by id. */
export const dateDocs = documents(refs.scheduledWorkshop);
/** The workshop types dates are of, by id (read here for a date's name and bookability). */
export const typeDocs = documents(refs.workshopType);

/** A type's dates that start at `start` (epoch ms), read in a guarded commit (two equality filters). */
export const datesStartingAt = (commit: GuardedCommit, typeId: string, start: number) =>
  commit.query(
    collections
      .scheduledWorkshops()
      .where('workshop_type', '==', typeId)
      .where('date_of_workshop', '==', start),
  );

/** Every date (any type, cancelled ones too) starting at one of `starts` (epoch ms). */
export async function datesStartingAtAny(
  starts: number[],
  commit?: GuardedCommit,
): Promise<ScheduledWorkshop[]> {
  const parts = await Promise.all(
    chunks([...new Set(starts)], IN_LIMIT).map((values) => {
      const query = collections.scheduledWorkshops().where('date_of_workshop', 'in', values);
      return commit ? commit.query(query) : readQuery(query);
    }),
  );
  return parts.flat();
}

/** Dates starting after `after` (epoch ms), soonest first. */
export function listScheduledWorkshopsAfter(after: number): Promise<ScheduledWorkshop[]> {
  return readQuery(
    collections
      .scheduledWorkshops()
      .where('date_of_workshop', '>', after)
      .orderBy('date_of_workshop'),
  );
}

/** Dates of the given types starting after `after`, soonest first (index: workshop_type + date_of_workshop). */
export async function listScheduledWorkshopsOfTypesAfter(
  typeIds: string[],
  after: number,
): Promise<ScheduledWorkshop[]> {
  const parts = await Promise.all(
    chunks([...new Set(typeIds)], IN_LIMIT).map((ids) =>
      readQuery(
        collections
          .scheduledWorkshops()
          .where('workshop_type', 'in', ids)
          .where('date_of_workshop', '>', after)
          .orderBy('date_of_workshop'),
      ),
    ),
  );
  return parts.flat().sort((a, b) => a.date_of_workshop - b.date_of_workshop);
}

/** Dates starting in [from, to) (epoch ms), soonest first. */
export function listScheduledWorkshopsBetween(
  from: number,
  to: number,
): Promise<ScheduledWorkshop[]> {
  return readQuery(
    collections
      .scheduledWorkshops()
      .where('date_of_workshop', '>=', from)
      .where('date_of_workshop', '<', to)
      .orderBy('date_of_workshop'),
  );
}

/** The workshop types the dates name (for their names); unknown ids are left out. */
export async function findTypesOf(dates: ScheduledWorkshop[]): Promise<WorkshopType[]> {
  const ids = [...new Set(dates.map((d) => d.workshop_type))];
  const types = await readDocs(ids.map(refs.workshopType));
  return types.filter((t): t is WorkshopType => t !== null);
}

export const findWorkshopType = (id: string) => readDoc(refs.workshopType(id));

/** The type's dates starting after `now` (cancelled ones too), read in a guarded commit. */
export const datesOfTypeAfter = (commit: GuardedCommit, typeId: string, now: number) =>
  commit.query(
    collections
      .scheduledWorkshops()
      .where('workshop_type', '==', typeId)
      .where('date_of_workshop', '>', now),
  );

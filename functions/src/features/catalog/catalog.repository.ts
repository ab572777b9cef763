import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import type { ScheduledWorkshop, WorkshopType } from '../../domain/model.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { countReads } from '../../lib/read-counter.js';

// Firestore accepts at most 30 values in one `in` filter.
const IN_LIMIT = 30;

export const workshopTypeRef = (id: string) => db().collection(COLLECTIONS.workshopTypes).doc(id);
export const scheduledWorkshopRef = (id: string) =>
  db().collection(COLLECTIONS.scheduledWorkshops).doc(id);

export function workshopTypeFrom(snap: DocumentSnapshot): WorkshopType | null {
  return snap.exists ? ({ ...snap.data(), id: snap.id } as WorkshopType) : null;
}

export function scheduledWorkshopFrom(snap: DocumentSnapshot): ScheduledWorkshop | null {
  return snap.exists ? ({ ...snap.data(), id: snap.id } as ScheduledWorkshop) : null;
}

function types(snap: QuerySnapshot): WorkshopType[] {
  countReads(snap.size);
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as WorkshopType);
}

function dates(snap: QuerySnapshot): ScheduledWorkshop[] {
  countReads(snap.size);
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as ScheduledWorkshop);
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function findWorkshopType(id: string): Promise<WorkshopType | null> {
  const snap = await workshopTypeRef(id).get();
  countReads(1);
  return workshopTypeFrom(snap);
}

export async function findWorkshopTypes(ids: string[]): Promise<WorkshopType[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const snaps = await db().getAll(...unique.map(workshopTypeRef));
  countReads(snaps.length);
  return snaps.map(workshopTypeFrom).filter((t): t is WorkshopType => t !== null);
}

export async function listActiveWorkshopTypes(): Promise<WorkshopType[]> {
  return types(await db().collection(COLLECTIONS.workshopTypes).where('active', '==', true).get());
}

export async function listHomePageWorkshopTypes(): Promise<WorkshopType[]> {
  return types(
    await db()
      .collection(COLLECTIONS.workshopTypes)
      .where('active', '==', true)
      .where('showOnHomePage', '==', true)
      .get(),
  );
}

export async function listAllWorkshopTypes(): Promise<WorkshopType[]> {
  return types(await db().collection(COLLECTIONS.workshopTypes).orderBy('name').get());
}

export async function findScheduledWorkshop(id: string): Promise<ScheduledWorkshop | null> {
  const snap = await scheduledWorkshopRef(id).get();
  countReads(1);
  return scheduledWorkshopFrom(snap);
}

/** Dates starting after `after` (epoch ms), soonest first. */
export async function listScheduledWorkshopsAfter(after: number): Promise<ScheduledWorkshop[]> {
  return dates(
    await db()
      .collection(COLLECTIONS.scheduledWorkshops)
      .where('date_of_workshop', '>', after)
      .orderBy('date_of_workshop')
      .get(),
  );
}

/** Dates of the given types starting after `after`, soonest first (index: workshop_type + date_of_workshop). */
export async function listScheduledWorkshopsOfTypesAfter(
  typeIds: string[],
  after: number,
): Promise<ScheduledWorkshop[]> {
  const unique = [...new Set(typeIds)];
  const parts = await Promise.all(
    chunks(unique, IN_LIMIT).map(async (ids) =>
      dates(
        await db()
          .collection(COLLECTIONS.scheduledWorkshops)
          .where('workshop_type', 'in', ids)
          .where('date_of_workshop', '>', after)
          .orderBy('date_of_workshop')
          .get(),
      ),
    ),
  );
  return parts.flat().sort((a, b) => a.date_of_workshop - b.date_of_workshop);
}

/** Dates starting in [from, to) (epoch ms), soonest first. */
export async function listScheduledWorkshopsBetween(
  from: number,
  to: number,
): Promise<ScheduledWorkshop[]> {
  return dates(
    await db()
      .collection(COLLECTIONS.scheduledWorkshops)
      .where('date_of_workshop', '>=', from)
      .where('date_of_workshop', '<', to)
      .orderBy('date_of_workshop')
      .get(),
  );
}

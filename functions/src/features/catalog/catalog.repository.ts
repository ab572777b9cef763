import type { WorkshopType } from '../../domain/model.js';
import {
  collections,
  db,
  isAlreadyExists,
  readDoc,
  readDocs,
  readInTransaction,
  readQuery,
  refs,
} from '../../lib/firestore.js';

export const findWorkshopType = (id: string) => readDoc(refs.workshopType(id));

export async function findWorkshopTypes(ids: string[]): Promise<WorkshopType[]> {
  const types = await readDocs([...new Set(ids)].map(refs.workshopType));
  return types.filter((t): t is WorkshopType => t !== null);
}

export const listActiveWorkshopTypes = () =>
  readQuery(collections.workshopTypes().where('active', '==', true));

export const listHomePageWorkshopTypes = () =>
  readQuery(
    collections.workshopTypes().where('active', '==', true).where('showOnHomePage', '==', true),
  );

export const listAllWorkshopTypes = () => readQuery(collections.workshopTypes().orderBy('name'));

/** Writes a new workshop type; false (and nothing written) when the id is taken. */
export async function createWorkshopType(type: WorkshopType): Promise<boolean> {
  try {
    await refs.workshopType(type.id).create(type);
    return true;
  } catch (err) {
    if (isAlreadyExists(err)) return false;
    throw err;
  }
}

/** Replaces a stored workshop type with what `next` makes of it; null when there is none. */
export async function replaceWorkshopType(
  id: string,
  next: (existing: WorkshopType) => WorkshopType,
): Promise<WorkshopType | null> {
  return db().runTransaction(async (tx) => {
    const ref = refs.workshopType(id);
    const existing = await readInTransaction(tx, ref);
    if (!existing) return null;
    const type = next(existing);
    tx.set(ref, type);
    return type;
  });
}

import type { WorkshopType } from '../../domain/model.js';
import { countReads } from '../../lib/read-counter.js';
import { db } from '../../lib/firebase.js';
import { workshopTypeFrom, workshopTypeRef } from '../catalog/catalog.repository.js';
import { isAlreadyExists } from './firestore-errors.js';

/** Writes a new workshop type; false (and nothing written) when the id is taken. */
export async function createWorkshopType(type: WorkshopType): Promise<boolean> {
  try {
    await workshopTypeRef(type.id).create(type);
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
    const ref = workshopTypeRef(id);
    const existing = workshopTypeFrom(await tx.get(ref));
    countReads(1);
    if (!existing) return null;
    const type = next(existing);
    tx.set(ref, type);
    return type;
  });
}

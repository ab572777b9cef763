import type { MonthlyWorkshop } from '../../domain/model.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { countReads } from '../../lib/read-counter.js';
import { workshopTypeFrom, workshopTypeRef } from '../catalog/catalog.repository.js';

export type MonthlyKind = 'grannySquareMonthly' | 'crochetABouquet';

export type AddMonthlyResult = 'created' | 'exists' | 'unknown-type';

/** Stores a new monthly workshop, checking its workshop type (if any) in the same transaction. */
export async function addMonthlyWorkshop(
  kind: MonthlyKind,
  workshop: MonthlyWorkshop,
): Promise<AddMonthlyResult> {
  return db().runTransaction(async (tx) => {
    const ref = db().collection(COLLECTIONS[kind]).doc(workshop.id);
    const snaps = await tx.getAll(
      ref,
      ...(workshop.workshop_type ? [workshopTypeRef(workshop.workshop_type)] : []),
    );
    countReads(snaps.length);
    const [own, type] = snaps;
    if (own?.exists) return 'exists';
    if (workshop.workshop_type && !(type && workshopTypeFrom(type))) return 'unknown-type';
    tx.create(ref, workshop);
    return 'created';
  });
}

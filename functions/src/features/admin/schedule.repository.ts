import type { ScheduledWorkshop } from '../../domain/model.js';
import { db } from '../../lib/firebase.js';
import { countReads } from '../../lib/read-counter.js';
import {
  scheduledWorkshopFrom,
  scheduledWorkshopRef,
  workshopTypeFrom,
  workshopTypeRef,
} from '../catalog/catalog.repository.js';

export type AddScheduledWorkshopResult =
  { outcome: 'created' | 'exists'; workshop: ScheduledWorkshop } | { outcome: 'unknown-type' };

/**
 * Stores a new date in one transaction with the check that its workshop type exists.
 * A date with this id already stored is returned as it is and nothing is written.
 */
export async function addScheduledWorkshop(
  workshop: ScheduledWorkshop,
): Promise<AddScheduledWorkshopResult> {
  return db().runTransaction(async (tx) => {
    const ref = scheduledWorkshopRef(workshop.id);
    const [dateSnap, typeSnap] = await tx.getAll(ref, workshopTypeRef(workshop.workshop_type));
    countReads(2);
    const existing = dateSnap ? scheduledWorkshopFrom(dateSnap) : null;
    if (existing) return { outcome: 'exists', workshop: existing };
    if (!typeSnap || !workshopTypeFrom(typeSnap)) return { outcome: 'unknown-type' };
    tx.create(ref, workshop);
    return { outcome: 'created', workshop };
  });
}

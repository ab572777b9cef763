import { Filter } from 'firebase-admin/firestore';
import type { MonthlyWorkshop } from '../../domain/model.js';
import {
  collections,
  db,
  type MonthlyCollection,
  readAllInTransaction,
  readInTransaction,
  readQuery,
  refs,
} from '../../lib/firestore.js';

export interface StoredMonth {
  /** "2026" */
  year: string;
  /** "March" */
  month: string;
}

// Firestore allows at most 30 disjunctions in one query.
export const MAX_MONTHS_PER_QUERY = 30;

export const listActiveMonthlyMeets = () =>
  readQuery(collections.monthlyMeets().where('active', '==', true));

/**
 * Active monthly workshops of exactly the given months: one query of
 * (year == y AND month == m) OR ..., so only the documents answered are read.
 */
export async function listActiveMonthlyWorkshops(
  collection: MonthlyCollection,
  months: StoredMonth[],
): Promise<MonthlyWorkshop[]> {
  if (months.length === 0) return [];
  if (months.length > MAX_MONTHS_PER_QUERY) throw new Error('Too many months for one query');
  return readQuery(
    collections[collection]().where(
      Filter.and(
        Filter.where('active', '==', true),
        Filter.or(
          ...months.map((m) =>
            Filter.and(Filter.where('year', '==', m.year), Filter.where('month', '==', m.month)),
          ),
        ),
      ),
    ),
  );
}

export type AddMonthlyResult = 'created' | 'exists' | 'unknown-type';

/** Stores a new monthly workshop, checking its workshop type (if any) in the same transaction. */
export async function addMonthlyWorkshop(
  collection: MonthlyCollection,
  workshop: MonthlyWorkshop,
): Promise<AddMonthlyResult> {
  return db().runTransaction(async (tx) => {
    const ref = collections[collection]().doc(workshop.id);
    const [own] = await readAllInTransaction(tx, [ref]);
    if (own) return 'exists';
    if (workshop.workshop_type) {
      const type = await readInTransaction(tx, refs.workshopType(workshop.workshop_type));
      if (!type) return 'unknown-type';
    }
    tx.create(ref, workshop);
    return 'created';
  });
}

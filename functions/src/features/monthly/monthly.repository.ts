import { Filter } from 'firebase-admin/firestore';
import type { MonthlyMeet, MonthlyWorkshop } from '../../domain/model.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { countReads } from '../../lib/read-counter.js';

export type MonthlyCollection = 'grannySquareMonthly' | 'crochetABouquet' | 'yarnAndYarn';

export interface StoredMonth {
  /** "2026" */
  year: string;
  /** "March" */
  month: string;
}

// Firestore allows at most 30 disjunctions in one query.
export const MAX_MONTHS_PER_QUERY = 30;

export async function listActiveMonthlyMeets(): Promise<MonthlyMeet[]> {
  const snap = await db().collection(COLLECTIONS.monthlyMeets).where('active', '==', true).get();
  countReads(snap.size);
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as MonthlyMeet);
}

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
  const snap = await db()
    .collection(COLLECTIONS[collection])
    .where(
      Filter.and(
        Filter.where('active', '==', true),
        Filter.or(
          ...months.map((m) =>
            Filter.and(Filter.where('year', '==', m.year), Filter.where('month', '==', m.month)),
          ),
        ),
      ),
    )
    .get();
  countReads(snap.size);
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as MonthlyWorkshop);
}

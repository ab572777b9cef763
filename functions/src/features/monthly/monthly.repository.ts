import { Filter } from 'firebase-admin/firestore';
import type { MonthlyWorkshop } from '../../domain/model.js';
import { collections, type MonthlyCollection, readQuery, refs } from '../../lib/firestore.js';
import { documents } from '../../lib/guarded-commit.js';

export type { MonthlyCollection } from '../../lib/firestore.js';

/** A monthly collection's workshops by id. */
export const monthlyDocs = (collection: MonthlyCollection) =>
  documents((id: string) => refs.monthly(collection, id));
export const meetDocs = documents(refs.monthlyMeet);

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

/** Every item of a collection, retired ones too, for staff. */
export const listAllMonthlyWorkshops = (collection: MonthlyCollection) =>
  readQuery(collections[collection]());

export const listAllMonthlyMeets = () => readQuery(collections.monthlyMeets());

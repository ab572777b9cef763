import { londonParts, monthName, monthNumber } from '../../domain/dates.js';
import type { MonthlyMeet, MonthlyWorkshop } from '../../domain/model.js';
import {
  type MonthlyWorkshopInput,
  toMonthlyWorkshop,
} from '../../domain/admin-monthly-workshop.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import type { MonthlyCollection } from '../../lib/firestore.js';
import {
  addMonthlyWorkshop,
  listActiveMonthlyMeets,
  listActiveMonthlyWorkshops,
  type StoredMonth,
} from './monthly.repository.js';

export const MONTHLY_ERRORS = {
  exists: 'This month already has a workshop with this id; change the name or the month',
  unknownType: 'That workshop type does not exist; choose one from the list',
} as const;

/** "This month onwards" looks this many months ahead (this month included). */
export const MONTHS_AHEAD = 24;

/** The London month of `now` and the `count - 1` months after it. */
export function monthsFrom(now: number, count: number): StoredMonth[] {
  const { year, month } = londonParts(now);
  return Array.from({ length: count }, (_, i) => {
    const index = month - 1 + i;
    return {
      year: String(year + Math.floor(index / 12)),
      month: monthName((index % 12) + 1),
    };
  });
}

const monthKey = (w: Pick<MonthlyWorkshop, 'year' | 'month'>) =>
  `${w.year}-${monthNumber(w.month) || '99'}`;

const chronological = (a: MonthlyWorkshop, b: MonthlyWorkshop) =>
  monthKey(a).localeCompare(monthKey(b)) || a.name.localeCompare(b.name, 'en-GB');

async function monthly(collection: MonthlyCollection, months: StoredMonth[]) {
  return (await listActiveMonthlyWorkshops(collection, months)).sort(chronological);
}

const sameMonth = (w: MonthlyWorkshop, m: StoredMonth | undefined) =>
  m !== undefined && w.year === m.year && w.month === m.month;

export async function listMonthlyMeets(): Promise<MonthlyMeet[]> {
  return (await listActiveMonthlyMeets()).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** This month's and next month's bouquet (0, 1 or 2 items). */
export function listBouquets(now = Date.now()) {
  return monthly('crochetABouquet', monthsFrom(now, 2));
}

export async function bouquetNowNext(now = Date.now()) {
  const months = monthsFrom(now, 2);
  const [thisMonth, nextMonth] = months;
  const list = await monthly('crochetABouquet', months);
  return {
    now: list.find((w) => sameMonth(w, thisMonth)) ?? null,
    next: list.find((w) => sameMonth(w, nextMonth)) ?? null,
  };
}

export function listGrannySquares(now = Date.now()) {
  return monthly('grannySquareMonthly', monthsFrom(now, MONTHS_AHEAD));
}

export function listYarnAndYarn(now = Date.now()) {
  return monthly('yarnAndYarn', monthsFrom(now, MONTHS_AHEAD));
}

/** The first yarn-and-yarn evening from this month on. */
export async function nextYarnAndYarn(now = Date.now()) {
  const [next] = await listYarnAndYarn(now);
  return { next: next ?? null };
}

/** Adds a granny square or crochet-a-bouquet month (defaults and id from the domain). */
export async function addMonthly(
  collection: 'grannySquareMonthly' | 'crochetABouquet',
  input: MonthlyWorkshopInput,
  now = Date.now(),
): Promise<MonthlyWorkshop> {
  const workshop = toMonthlyWorkshop(input, now);
  const outcome = await addMonthlyWorkshop(collection, workshop);
  if (outcome === 'exists') throw conflict(MONTHLY_ERRORS.exists);
  if (outcome === 'unknown-type') {
    throw badRequest(MONTHLY_ERRORS.unknownType, { workshop_type: MONTHLY_ERRORS.unknownType });
  }
  return workshop;
}

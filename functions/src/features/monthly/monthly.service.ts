import { londonParts, monthName, monthNumber } from '../../domain/dates.js';
import type { MonthlyMeet, MonthlyWorkshop } from '../../domain/model.js';
import {
  type MonthlyCollection,
  type StoredMonth,
  listActiveMonthlyMeets,
  listActiveMonthlyWorkshops,
} from './monthly.repository.js';

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

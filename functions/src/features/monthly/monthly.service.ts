import { londonParts, monthName, monthNumber } from '../../domain/dates.js';
import type { BouquetNowNext } from '../../domain/contracts/monthly.js';
import type { MonthlyMeet, MonthlyWorkshop } from '../../domain/model.js';
import {
  type MonthlyMeetInput,
  type MonthlyWorkshopInput,
  toMonthlyMeet,
  toMonthlyWorkshop,
} from '../../domain/admin-monthly-workshop.js';
import {
  type Actor,
  changedFields,
  createAudited,
  deleteAudited,
  type GuardedCommit,
  guardedCommit,
  replaceAudited,
} from '../../lib/guarded-commit.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { workshopTypeOf } from '../catalog/index.js';
import {
  listActiveMonthlyMeets,
  listActiveMonthlyWorkshops,
  listAllMonthlyMeets,
  listAllMonthlyWorkshops,
  meetDocs,
  type MonthlyCollection,
  monthlyDocs,
  type StoredMonth,
} from './monthly.repository.js';

export const MONTHLY_ERRORS = {
  exists: 'This month already has a workshop with this id; change the name or the month',
  unknownType: 'That workshop type does not exist; choose one from the list',
  unknown: 'There is no monthly workshop with this id',
  meetExists: 'A monthly meet with this id already exists; change the name',
  unknownMeet: 'There is no monthly meet with this id',
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

export async function bouquetNowNext(now = Date.now()): Promise<BouquetNowNext> {
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

/** Every item of a monthly collection, retired ones too, in month order (staff pages). */
export async function monthlyForAdmin(collection: MonthlyCollection): Promise<MonthlyWorkshop[]> {
  return (await listAllMonthlyWorkshops(collection)).sort(chronological);
}

export async function monthlyMeetsForAdmin(): Promise<MonthlyMeet[]> {
  return (await listAllMonthlyMeets()).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

const ACTIONS: Record<MonthlyCollection, string> = {
  grannySquareMonthly: 'granny_square_monthly',
  crochetABouquet: 'crochet_a_bouquet',
  yarnAndYarn: 'yarn_and_yarn',
};

/** The workshop type a month books through must exist (checked in the same commit). */
async function checkType(commit: GuardedCommit, workshop: MonthlyWorkshop) {
  if (workshop.workshop_type && !(await workshopTypeOf(commit, workshop.workshop_type))) {
    throw badRequest(MONTHLY_ERRORS.unknownType, { workshop_type: MONTHLY_ERRORS.unknownType });
  }
}

/** Adds a month (defaults and id from the domain), checking its workshop type. */
export function addMonthly(
  collection: MonthlyCollection,
  input: MonthlyWorkshopInput,
  actor: Actor,
  now = Date.now(),
): Promise<MonthlyWorkshop> {
  const workshop = toMonthlyWorkshop(input, now);
  const docs = monthlyDocs(collection);
  return guardedCommit(async (commit) => {
    if (await docs.get(commit, workshop.id)) throw conflict(MONTHLY_ERRORS.exists);
    await checkType(commit, workshop);
    docs.create(commit, workshop.id, workshop);
    commit.audit(actor, `add_${ACTIONS[collection]}`, docs.target(workshop.id), null, workshop);
    return workshop;
  }, now);
}

/** Replaces a month with the whole form again (a retired one is `active: false`). */
export function updateMonthly(
  collection: MonthlyCollection,
  input: MonthlyWorkshopInput & { id: string },
  actor: Actor,
  now = Date.now(),
): Promise<MonthlyWorkshop> {
  const workshop = toMonthlyWorkshop(input, now);
  const docs = monthlyDocs(collection);
  return guardedCommit(async (commit) => {
    const existing = await docs.get(commit, input.id);
    if (!existing) throw notFound(MONTHLY_ERRORS.unknown);
    await checkType(commit, workshop);
    const diff = changedFields(existing, workshop);
    docs.replace(commit, input.id, workshop, existing);
    const target = docs.target(input.id);
    commit.audit(actor, `update_${ACTIONS[collection]}`, target, diff.before, diff.after);
    return workshop;
  }, now);
}

export function deleteMonthly(collection: MonthlyCollection, id: string, actor: Actor) {
  return deleteAudited(monthlyDocs(collection), id, actor, `delete_${ACTIONS[collection]}`, () =>
    notFound(MONTHLY_ERRORS.unknown),
  );
}

export function addMonthlyMeet(input: MonthlyMeetInput, actor: Actor): Promise<MonthlyMeet> {
  const meet = toMonthlyMeet(input);
  return createAudited(meetDocs, meet.id, meet, actor, 'add_monthly_meet', () =>
    conflict(MONTHLY_ERRORS.meetExists),
  );
}

export function updateMonthlyMeet(input: MonthlyMeetInput & { id: string }, actor: Actor) {
  const meet = toMonthlyMeet(input);
  return replaceAudited(
    meetDocs,
    meet.id,
    () => meet,
    actor,
    'update_monthly_meet',
    () => notFound(MONTHLY_ERRORS.unknownMeet),
  );
}

export function deleteMonthlyMeet(id: string, actor: Actor) {
  return deleteAudited(meetDocs, id, actor, 'delete_monthly_meet', () =>
    notFound(MONTHLY_ERRORS.unknownMeet),
  );
}

import { createHash } from 'node:crypto';
import { startOfLondonDay } from '../../domain/dates.js';
import type { ScheduledWorkshopRow, SeriesPreview } from '../../domain/contracts/schedule.js';
import {
  isoOf,
  repeatLabel,
  type ScheduleSeriesInput,
  SERIES_MESSAGES,
  seriesDates,
  seriesWorkshop,
} from '../../domain/series.js';
import type { ScheduledWorkshop, WorkshopType } from '../../domain/model.js';
import { isBookableType, isCancelledDate } from '../../domain/places.js';
import {
  sameTimeMessage,
  type ScheduleWorkshopInput,
  toScheduledWorkshop,
} from '../../domain/schedule.js';
import { whenLabel } from '../../domain/wording.js';
import { type Actor, type GuardedCommit, guardedCommit } from '../../lib/guarded-commit.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import {
  dateDocs,
  datesStartingAt,
  datesStartingAtAny,
  findTypesOf,
  findWorkshopType,
  listScheduledWorkshopsAfter,
  listScheduledWorkshopsBetween,
  listScheduledWorkshopsOfTypesAfter,
  typeDocs,
} from './schedule.repository.js';

export const SCHEDULE_ERRORS = {
  unknownType: 'That workshop type does not exist; choose one from the list',
  past: 'That date and time has already passed; choose a date in the future',
  unknownWorkshop: 'Sorry, we could not find that workshop',
  unknownDate: 'There is no scheduled workshop with this id',
  cancelled: 'This date was cancelled, so it cannot be changed',
  sameTime: 'This workshop is already scheduled at that date and time',
  clash:
    'Another workshop is on at the same time as a date of the series; untick it and create again',
} as const;

export const capacityTooLow = (taken: number) =>
  `${taken} ${taken === 1 ? 'place is' : 'places are'} already taken on this date; the number of places cannot be lower`;

const scheduled = (dates: ScheduledWorkshop[]) => dates.filter((d) => !isCancelledDate(d));

/** Every future date visitors can book: on (not cancelled), of a bookable type; soonest first. */
export async function futureDates(now = Date.now()): Promise<ScheduledWorkshop[]> {
  const dates = scheduled(await listScheduledWorkshopsAfter(now));
  const bookable = new Set((await findTypesOf(dates)).filter(isBookableType).map((t) => t.id));
  return dates.filter((d) => bookable.has(d.workshop_type));
}

/** The future dates of the given types that are on, soonest first. */
export async function futureDatesOfTypes(typeIds: string[], now = Date.now()) {
  return scheduled(await listScheduledWorkshopsOfTypesAfter(typeIds, now));
}

/** Dates starting in [from, to) that are on, soonest first. */
export async function datesBetween(from: number, to: number) {
  return scheduled(await listScheduledWorkshopsBetween(from, to));
}

/** The type's future dates: none while it is retired or coming soon; an unknown type is 404. */
export async function futureDatesOfType(
  typeId: string,
  now = Date.now(),
): Promise<ScheduledWorkshop[]> {
  const [type, dates] = await Promise.all([
    findWorkshopType(typeId),
    futureDatesOfTypes([typeId], now),
  ]);
  if (!type) throw notFound(SCHEDULE_ERRORS.unknownWorkshop);
  return isBookableType(type) ? dates : [];
}

/**
 * Schedules a date. The server computes date, day, year, time and date_of_workshop
 * (Europe/London) from the form fields and opens all its places. Sending the same id
 * again returns the stored date (`created: false`) and writes nothing. A date of the same type
 * that starts at the same time (and is not cancelled) refuses it with 409, unless staff
 * confirmed it is meant (`allowSameTime`): most often the form was sent twice.
 */
export async function scheduleWorkshop(
  input: ScheduleWorkshopInput,
  actor: Actor,
  now = Date.now(),
): Promise<{ workshop: ScheduledWorkshop; created: boolean }> {
  const workshop = toScheduledWorkshop(input);
  if (!(workshop.date_of_workshop > now)) {
    throw badRequest(SCHEDULE_ERRORS.past, { date: SCHEDULE_ERRORS.past });
  }
  return guardedCommit(async (commit) => {
    const [existing, type] = await Promise.all([
      dateDocs.get(commit, workshop.id),
      typeOfDate(commit, workshop),
    ]);
    if (existing) return { workshop: existing, created: false };
    if (!type) {
      throw badRequest(SCHEDULE_ERRORS.unknownType, { workshop_type: SCHEDULE_ERRORS.unknownType });
    }
    if (!input.allowSameTime) await refuseSameTime(commit, type, workshop);
    dateDocs.create(commit, workshop.id, workshop);
    commit.audit(actor, 'add_new_workshop', dateDocs.target(workshop.id), null, { ...workshop });
    return { workshop, created: true };
  }, now);
}

/**
 * Refuses (409, on `allowSameTime`) a date whose workshop is already on at the same start on
 * another date that is not cancelled; read in the caller's guarded commit.
 */
export async function refuseSameTime(
  commit: GuardedCommit,
  type: Pick<WorkshopType, 'id' | 'name'>,
  date: ScheduledWorkshop,
) {
  const twins = await datesStartingAt(commit, type.id, date.date_of_workshop);
  if (twins.some((d) => d.id !== date.id && !isCancelledDate(d))) {
    const message = sameTimeMessage(type.name, whenLabel(date));
    throw new HttpError(409, SCHEDULE_ERRORS.sameTime, { allowSameTime: message });
  }
}

/**
 * A series date's id: the same type at the same start always has the same id, so the same
 * series sent twice (a double click, a retry) cannot create its dates twice.
 */
export const seriesDateId = (typeId: string, start: number) =>
  `series-${createHash('sha256').update(`${typeId}:${start}`).digest('hex').slice(0, 40)}`;

/** The series' dates as scheduled dates, the first first; refused when the first has passed. */
function seriesPlan(input: ScheduleSeriesInput, now: number) {
  const plan = seriesDates(input);
  const dates = plan.dates.map((d) => ({
    iso: isoOf(d),
    workshop: seriesWorkshop(input, d, ''),
  }));
  for (const d of dates)
    d.workshop.id = seriesDateId(input.workshop_type, d.workshop.date_of_workshop);
  if (!(dates[0] && dates[0].workshop.date_of_workshop > now)) {
    throw badRequest(SCHEDULE_ERRORS.past, { firstDate: SCHEDULE_ERRORS.past });
  }
  return { dates, skipped: plan.skipped };
}

const unknownType = () =>
  badRequest(SCHEDULE_ERRORS.unknownType, { workshop_type: SCHEDULE_ERRORS.unknownType });

/** The date on at the same start as `date` that is another date and not cancelled, if any. */
const clashOf = (date: ScheduledWorkshop, others: ScheduledWorkshop[]) =>
  others.find(
    (d) => d.date_of_workshop === date.date_of_workshop && d.id !== date.id && !isCancelledDate(d),
  );

/**
 * POST /api/preview_series: the dates a series would make, each with the date already on at
 * the same time (any workshop: the studio has one room), and the months it passes over.
 */
export async function previewSeries(
  input: ScheduleSeriesInput,
  now = Date.now(),
): Promise<SeriesPreview> {
  const { dates, skipped } = seriesPlan(input, now);
  const [type, others] = await Promise.all([
    findWorkshopType(input.workshop_type),
    datesStartingAtAny(dates.map((d) => d.workshop.date_of_workshop)),
  ]);
  if (!type) throw unknownType();
  const names = new Map((await findTypesOf(others)).map((t) => [t.id, t.name]));
  return {
    repeats: repeatLabel(input.firstDate, input.repeat),
    skipped,
    dates: dates.map(({ iso, workshop }) => {
      const clash = clashOf(workshop, others);
      return {
        date: iso,
        when: whenLabel(workshop),
        date_of_workshop: workshop.date_of_workshop,
        clash: clash
          ? { id: clash.id, workshop_name: names.get(clash.workshop_type) ?? clash.workshop_type }
          : null,
      };
    }),
  };
}

/**
 * POST /api/schedule_series: creates the series' dates but those left out, in one guarded commit
 * with one audit entry. A date that clashes with another at the same time refuses the whole
 * series (409, naming it): staff untick it. Dates this same series already made are kept and
 * answered again (`written: false` when there was nothing new to write).
 */
export async function scheduleSeries(
  input: ScheduleSeriesInput,
  actor: Actor,
  now = Date.now(),
): Promise<{ created: ScheduledWorkshop[]; written: boolean }> {
  const leaveOut = new Set(input.leaveOut);
  const { dates, skipped } = seriesPlan(input, now);
  const wanted = dates.filter((d) => !leaveOut.has(d.iso)).map((d) => d.workshop);
  if (wanted.length === 0) {
    throw badRequest(SERIES_MESSAGES.noDates, { leaveOut: SERIES_MESSAGES.noDates });
  }
  return guardedCommit(async (commit) => {
    const [type, others] = await Promise.all([
      typeDocs.get(commit, input.workshop_type),
      datesStartingAtAny(
        wanted.map((w) => w.date_of_workshop),
        commit,
      ),
    ]);
    if (!type) throw unknownType();
    const clashes = wanted.filter((w) => clashOf(w, others));
    if (clashes.length > 0) {
      const fields = { leaveOut: `${SCHEDULE_ERRORS.clash}: ${clashes.map(whenLabel).join('; ')}` };
      throw new HttpError(409, SCHEDULE_ERRORS.clash, fields);
    }
    const existing = new Map(others.map((d) => [d.id, d]));
    const fresh = wanted.filter((w) => !existing.has(w.id));
    for (const w of fresh) dateDocs.create(commit, w.id, w);
    if (fresh.length > 0) {
      commit.audit(actor, 'schedule_series', dateDocs.target(fresh[0]!.id), null, {
        workshop_type: type.id,
        workshop_name: type.name,
        repeat: input.repeat,
        repeats: repeatLabel(input.firstDate, input.repeat),
        time: fresh[0]!.time,
        guests: input.guests,
        dates: fresh.map((w) => whenLabel(w)),
        ids: fresh.map((w) => w.id),
        ...(input.leaveOut.length > 0 ? { leftOut: input.leaveOut } : {}),
        ...(skipped.length > 0 ? { skippedMonths: skipped } : {}),
      });
    }
    return {
      created: wanted.map((w) => existing.get(w.id) ?? w),
      written: fresh.length > 0,
    };
  }, now);
}

/** Dates from the start of today (London), soonest first, each with its type's name. */
export async function scheduledWorkshopsForAdmin(
  now = Date.now(),
): Promise<ScheduledWorkshopRow[]> {
  const dates = await listScheduledWorkshopsAfter(startOfLondonDay(now) - 1);
  const names = new Map((await findTypesOf(dates)).map((t) => [t.id, t.name]));
  return dates.map((d) => ({ ...d, workshop_name: names.get(d.workshop_type) ?? d.workshop_type }));
}

// What the booking path, the waiting list and the catalogue do with dates inside their own
// guarded commits.

/** A date, read in a guarded commit (null when there is none). */
export const dateOf = (commit: GuardedCommit, id: string) => dateDocs.get(commit, id);

/** The workshop type of a date, read in a guarded commit. */
export const typeOfDate = (commit: GuardedCommit, date: Pick<ScheduledWorkshop, 'workshop_type'>) =>
  typeDocs.get(commit, date.workshop_type);

/** Changes fields of a date the guarded commit read (its places, its time, its status). */
export const updateDate = (commit: GuardedCommit, id: string, fields: Partial<ScheduledWorkshop>) =>
  dateDocs.update(commit, id, fields);

/** Deletes a date the guarded commit read, keeping it in its audit entry. */
export function deleteDate(commit: GuardedCommit, date: ScheduledWorkshop, actor: Actor) {
  dateDocs.remove(commit, date.id);
  commit.audit(actor, 'delete_scheduled_workshop', dateDocs.target(date.id), { ...date }, null);
}

import { randomUUID } from 'node:crypto';
import { londonParts, monthName, ordinal } from '../src/domain/dates.ts';
import type { Booking, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { testDb } from './support/stack.ts';
import { put } from './visitor-fixtures.ts';

const DAY_MS = 86_400_000;

/** The "schedule a workshop" form for a London day `days` from today at `time`. */
export function scheduleForm(
  type: Pick<WorkshopType, 'id'>,
  days: number,
  overrides: Record<string, unknown> = {},
) {
  const when = londonParts(Date.now() + days * DAY_MS);
  return {
    id: randomUUID(),
    workshop_type: type.id,
    date: ordinal(when.day),
    month: monthName(when.month),
    year: String(when.year).slice(2),
    time: '3pm',
    guests: 6,
    ...overrides,
  };
}

/** A stored booking on `date` as the website would have made it. */
export function booking(
  date: ScheduledWorkshop,
  type: WorkshopType,
  overrides: Partial<Booking> = {},
): Booking {
  return {
    id: randomUUID(),
    scheduled_workshop_id: date.id,
    date: date.date,
    month: date.month,
    year: date.year,
    time: date.time,
    day: date.day,
    guests: 2,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    mobileNumber: '07700 900456',
    level: type.level,
    skills: type.skills,
    workshop_type: type.id,
    workshop_name: type.name,
    duration: type.duration,
    total_price: type.priceForTotal * 2,
    date_of_workshop: date.date_of_workshop,
    payed: false,
    isCourse: false,
    courseDates: 1,
    courseInterval: 7,
    newsletterSignup: false,
    source: 'web',
    termsAcceptedAt: Date.now() - 10 * DAY_MS,
    createdAt: Date.now() - 10 * DAY_MS,
    ...overrides,
  };
}

export const putBooking = (
  date: ScheduledWorkshop,
  type: WorkshopType,
  overrides: Partial<Booking> = {},
) => put(COLLECTIONS.bookings, booking(date, type, overrides));

export async function readDoc<T>(collection: string, id: string): Promise<T | undefined> {
  const snap = await testDb().collection(collection).doc(id).get();
  return snap.exists ? (snap.data() as T) : undefined;
}

/** Every document of the given collections, to show that a refused request wrote nothing. */
export async function contentsOf(...collections: string[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of collections) {
    const snap = await testDb().collection(name).get();
    for (const doc of snap.docs) out[`${name}/${doc.id}`] = doc.data();
  }
  return out;
}

export const ALL_COLLECTIONS = Object.values(COLLECTIONS);

import { randomUUID } from 'node:crypto';
import {
  londonInstant,
  londonParts,
  monthName,
  ordinal,
  weekdayName,
} from '../src/domain/dates.ts';
import type { Booking, MailDoc, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.ts';
import { testDb } from './support/stack.ts';

const DAY_MS = 86_400_000;

const shortId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export async function put<T extends { id: string }>(collection: string, doc: T): Promise<T> {
  await testDb().collection(collection).doc(doc.id).set(doc);
  return doc;
}

export function workshopType(overrides: Partial<WorkshopType> = {}): WorkshopType {
  return {
    id: shortId('type'),
    name: 'Admin Test Workshop',
    image: '/images/placeholder.svg',
    duration: '2hrs',
    level: 'Novice',
    price: '£35',
    priceForTotal: 35,
    skills: 'None needed',
    longDescription: 'Long description',
    description: 'Short description',
    notes: '',
    craftType: 'Crochet',
    active: true,
    comingSoon: false,
    showOnWorkshopMenu: true,
    showOnHomePage: false,
    isCourse: false,
    courseDates: 1,
    courseInterval: 7,
    dates: { days: 'Saturdays', time: '10am' },
    workshopSessions: [],
    timestamp: Date.now(),
    month: 'January',
    year: '2026',
    ...overrides,
  };
}

export const putType = (overrides: Partial<WorkshopType> = {}) =>
  put(COLLECTIONS.workshopTypes, workshopType(overrides));

/** A date at `hour` o'clock London time, `days` calendar days from today (negative: past). */
export function scheduledWorkshop(
  type: Pick<WorkshopType, 'id'>,
  days: number,
  overrides: Partial<ScheduledWorkshop> = {},
  hour = 10,
): ScheduledWorkshop {
  const today = londonParts(Date.now());
  const civil = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  const [year, month, day] = [civil.getUTCFullYear(), civil.getUTCMonth() + 1, civil.getUTCDate()];
  const guests = overrides.guests ?? 8;
  return {
    id: shortId('date'),
    workshop_type: type.id,
    date: String(day).padStart(2, '0'),
    month: monthName(month),
    year: String(year),
    time: hour === 12 ? '12pm' : hour > 12 ? `${hour - 12}pm` : `${hour === 0 ? 12 : hour}am`,
    day: weekdayName(year, month, day),
    guests,
    guest_slots_remaining: guests,
    is_available: true,
    date_of_workshop: londonInstant(year, month, day, hour),
    ...overrides,
  };
}

export const putDate = (
  type: Pick<WorkshopType, 'id'>,
  days: number,
  overrides: Partial<ScheduledWorkshop> = {},
  hour?: number,
) => put(COLLECTIONS.scheduledWorkshops, scheduledWorkshop(type, days, overrides, hour));

export async function getDate(id: string) {
  const snap = await testDb().collection(COLLECTIONS.scheduledWorkshops).doc(id).get();
  return snap.data() as ScheduledWorkshop;
}

export const PAY_LINK = 'https://pay.example.com/admin-test-link';

export async function putPaymentLinks() {
  await testDb()
    .collection(COLLECTIONS.siteContent)
    .doc(SITE_CONTENT_DOCS.paymentLinks)
    .set({ links: { '1': PAY_LINK, '2': PAY_LINK, '3': PAY_LINK, '4': PAY_LINK } });
}

/** The outbox mail written for these bookings. */
export async function mailFor(bookingIds: string[]): Promise<(MailDoc & { id: string })[]> {
  const all: (MailDoc & { id: string })[] = [];
  for (let i = 0; i < bookingIds.length; i += 30) {
    const snap = await testDb()
      .collection(COLLECTIONS.mail)
      .where('bookingId', 'in', bookingIds.slice(i, i + 30))
      .get();
    all.push(...snap.docs.map((d) => ({ ...(d.data() as MailDoc), id: d.id })));
  }
  return all;
}

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

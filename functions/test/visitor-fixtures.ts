import { randomUUID } from 'node:crypto';
import { londonInstant, londonParts, monthName, weekdayName } from '../src/domain/dates.ts';
import type { Booking, MailDoc, ScheduledWorkshop, WorkshopType } from '../src/domain/model.ts';
import type { SaveBookingBody } from '../src/domain/booking.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.ts';
import { call, testDb } from './support/stack.ts';

const DAY_MS = 86_400_000;

export const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export function workshopType(overrides: Partial<WorkshopType> = {}): WorkshopType {
  return {
    id: uniqueId('type'),
    name: 'Test Workshop',
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
    id: uniqueId('date'),
    workshop_type: type.id,
    date: String(day).padStart(2, '0'),
    month: monthName(month),
    year: String(year),
    time: hour === 12 ? '12pm' : hour > 12 ? `${hour - 12}pm` : `${hour}am`,
    day: weekdayName(year, month, day),
    guests,
    guest_slots_remaining: guests,
    is_available: true,
    date_of_workshop: londonInstant(year, month, day, hour),
    ...overrides,
  };
}

export async function put<T extends { id: string }>(collection: string, doc: T): Promise<T> {
  await testDb().collection(collection).doc(doc.id).set(doc);
  return doc;
}

export const putType = (overrides: Partial<WorkshopType> = {}) =>
  put(COLLECTIONS.workshopTypes, workshopType(overrides));

export const putDate = (
  type: Pick<WorkshopType, 'id'>,
  days: number,
  overrides: Partial<ScheduledWorkshop> = {},
  hour?: number,
) => put(COLLECTIONS.scheduledWorkshops, scheduledWorkshop(type, days, overrides, hour));

export const PAY_LINK = 'https://pay.example.com/test-link';

export async function putPaymentLinks(links: Record<string, string> = {}) {
  await testDb()
    .collection(COLLECTIONS.siteContent)
    .doc(SITE_CONTENT_DOCS.paymentLinks)
    .set({ links: { '1': PAY_LINK, '2': PAY_LINK, '3': PAY_LINK, '4': PAY_LINK, ...links } });
}

export function bookingBody(
  date: Pick<ScheduledWorkshop, 'id'>,
  overrides: Record<string, unknown> = {},
): SaveBookingBody & Record<string, unknown> {
  return {
    id: randomUUID(),
    scheduled_workshop_id: date.id,
    guests: 2,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    mobileNumber: '07700 900123',
    experienceLevel: 'Beginner',
    experienceSkills: 'Some knitting',
    experienceConfirmed: true,
    newsletterSignup: false,
    termsAccepted: true,
    ...overrides,
  };
}

export async function getDate(id: string) {
  const snap = await testDb().collection(COLLECTIONS.scheduledWorkshops).doc(id).get();
  return snap.data() as ScheduledWorkshop;
}

export async function bookingsOn(dateId: string) {
  const snap = await testDb()
    .collection(COLLECTIONS.bookings)
    .where('scheduled_workshop_id', '==', dateId)
    .get();
  return snap.docs.map((d) => d.data() as Booking);
}

export async function mailFor(bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
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

export const days = (n: number) => n * DAY_MS;

/**
 * The Functions emulator serves each concurrent request with its own worker process and
 * starts a new one whenever all are busy; starting twenty at once on a small machine can
 * time out. Growing the pool a few workers at a time first keeps a burst test about the
 * API, not about the emulator's start-up.
 */
export async function warmWorkers(target: number, step = 4) {
  for (let n = step; n < target + step; n += step) {
    const wave = Math.min(n, target);
    // A read, so each worker has also loaded and connected its Firestore client.
    await Promise.all(Array.from({ length: wave }, () => call('/api/site_content/payment_links')));
  }
}

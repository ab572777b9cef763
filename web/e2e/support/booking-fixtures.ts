import { randomUUID } from 'node:crypto';
import { expect, test as base } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { londonParts, monthName } from '../../../functions/src/domain/dates.ts';
import type {
  Booking,
  ScheduledWorkshop,
  WorkshopType,
} from '../../../functions/src/domain/model.ts';
import { toScheduledWorkshop } from '../../../functions/src/domain/schedule.ts';
import { COLLECTIONS } from '../../../functions/src/lib/collections.ts';
import { PROJECT_ID, stackEnv, stackPorts } from '../../../scripts/lib/stack.ts';
import { CONSENT_COOKIE, CONSENT_KEY } from '../../src/features/consent/consent-storage.ts';

// Booking and calendar tests write their own workshop types and dates straight into the
// Firestore emulator (there is no public endpoint to create them), so parallel tests never
// touch each other's data or the seeded demo data.

// `npm test` passes the stack's emulator host; a run of your own may only set STACK_PORT_OFFSET.
const fallback = stackEnv(stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 10000)));
process.env.FIRESTORE_EMULATOR_HOST ??= fallback.FIRESTORE_EMULATOR_HOST;
// With the project named, the Admin SDK does not go looking for a cloud metadata server.
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const app = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const testDb = () => getFirestore(app());

const DAY_MS = 86_400_000;
const created = { types: new Set<string>(), dates: new Set<string>() };

export const shortId = () => randomUUID().slice(0, 8);

/** A London calendar day `offset` days from today. */
export function londonDay(offset: number, now = Date.now()) {
  const today = londonParts(now);
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** An active workshop type only these tests know about, kept off the menus and home page. */
export async function createWorkshopType(over: Partial<WorkshopType> = {}): Promise<WorkshopType> {
  const id = `e2e-${shortId()}`;
  const type: WorkshopType = {
    id,
    name: `Test Weaving ${id.slice(4)}`,
    image: '/images/placeholder.svg',
    duration: '2hrs',
    level: 'Beginner',
    price: '£42',
    priceForTotal: 42,
    skills: 'Casting on and the knit stitch',
    longDescription: 'A workshop made by the browser tests.',
    description: 'A workshop made by the browser tests.',
    notes: '',
    craftType: 'Something Different',
    active: true,
    comingSoon: false,
    showOnWorkshopMenu: false,
    showOnHomePage: false,
    isCourse: false,
    courseDates: 1,
    courseInterval: 7,
    dates: { days: '', time: '' },
    workshopSessions: [],
    timestamp: Date.now(),
    month: '',
    year: '',
    ...over,
  };
  await testDb().collection(COLLECTIONS.workshopTypes).doc(id).set(type);
  created.types.add(id);
  return type;
}

/** A date of the type `daysFromToday` days ahead, with `remaining` of its `guests` places left. */
export async function createDate(
  typeId: string,
  {
    daysFromToday,
    time = '11am',
    guests = 8,
    remaining = guests,
  }: { daysFromToday: number; time?: string; guests?: number; remaining?: number },
): Promise<ScheduledWorkshop> {
  const { year, month, day } = londonDay(daysFromToday);
  const date: ScheduledWorkshop = {
    ...toScheduledWorkshop({
      id: randomUUID(),
      workshop_type: typeId,
      date: String(day),
      month: monthName(month),
      year: String(year),
      time,
      guests,
    }),
    guest_slots_remaining: remaining,
    is_available: remaining > 0,
  };
  await testDb().collection(COLLECTIONS.scheduledWorkshops).doc(date.id).set(date);
  created.dates.add(date.id);
  return date;
}

export async function setPlacesLeft(dateId: string, remaining: number) {
  await testDb()
    .collection(COLLECTIONS.scheduledWorkshops)
    .doc(dateId)
    .update({ guest_slots_remaining: remaining, is_available: remaining > 0 });
}

export async function placesLeft(dateId: string): Promise<number> {
  const snap = await testDb().collection(COLLECTIONS.scheduledWorkshops).doc(dateId).get();
  return (snap.data() as ScheduledWorkshop).guest_slots_remaining;
}

export async function bookingsOn(dateId: string): Promise<Booking[]> {
  const snap = await testDb()
    .collection(COLLECTIONS.bookings)
    .where('scheduled_workshop_id', '==', dateId)
    .get();
  return snap.docs.map((d) => d.data() as Booking);
}

/** Removes what this worker created: types, dates, their bookings, emails and signups. */
export async function removeCreated() {
  const db = testDb();
  const writer = db.bulkWriter();
  for (const dateId of created.dates) {
    for (const booking of await bookingsOn(dateId)) {
      void writer.delete(db.collection(COLLECTIONS.bookings).doc(booking.id));
      const mail = await db.collection(COLLECTIONS.mail).where('bookingId', '==', booking.id).get();
      for (const doc of mail.docs) void writer.delete(doc.ref);
      if (booking.newsletterSignup) {
        const signups = await db
          .collection(COLLECTIONS.newsletterSignups)
          .where('email', '==', booking.email)
          .get();
        for (const doc of signups.docs) void writer.delete(doc.ref);
      }
    }
    void writer.delete(db.collection(COLLECTIONS.scheduledWorkshops).doc(dateId));
  }
  for (const typeId of created.types) {
    void writer.delete(db.collection(COLLECTIONS.workshopTypes).doc(typeId));
  }
  await writer.close();
  created.types.clear();
  created.dates.clear();
}

export const daysFromNow = (n: number) => Date.now() + n * DAY_MS;

export const test = base.extend({
  // The visitor has made the cookie choice and there is no announcement (site content that other
  // tests may edit at the same time): neither overlay, which makes the page behind it inert,
  // gets in the way of the pages under test.
  page: async ({ page, context, baseURL }, provide) => {
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'essential', url: baseURL! }]);
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_KEY);
    await page.route('**/api/site_content/announcement', (route) =>
      route.fulfill({
        json: { title: '', message: '', expiresOn: '2000-01-01', active: false },
      }),
    );
    await provide(page);
  },
});

export { expect };

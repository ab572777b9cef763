import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  londonInstant,
  londonParts,
  monthName,
  weekdayName,
} from '../../functions/src/domain/dates.ts';
import type {
  Booking,
  MonthlyMeet,
  MonthlyWorkshop,
  NewsItem,
  ScheduledWorkshop,
  WorkshopType,
} from '../../functions/src/domain/model.ts';
import { parsePrice, totalPrice } from '../../functions/src/domain/price.ts';
import { parseScheduleTime } from '../../functions/src/domain/time.ts';
import { newsletterSignupId } from '../../functions/src/lib/firestore.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../../functions/src/lib/collections.ts';
import { PROJECT_ID } from './stack.ts';
import { ROOT } from './run.ts';

const DAY_MS = 86_400_000;

const fixture = <T>(name: string): T =>
  JSON.parse(readFileSync(join(ROOT, 'emulator-data', `${name}.json`), 'utf8')) as T;

type WorkshopTypeFixture = Partial<WorkshopType> & Pick<WorkshopType, 'id' | 'name' | 'price'>;
type ScheduledFixture = Pick<ScheduledWorkshop, 'id' | 'workshop_type' | 'time' | 'guests'> & {
  daysFromToday: number;
};
type BookingFixture = Pick<
  Booking,
  | 'id'
  | 'scheduled_workshop_id'
  | 'guests'
  | 'name'
  | 'email'
  | 'experienceLevel'
  | 'experienceSkills'
  | 'payed'
> & { mobileNumber: string; newsletterSignup?: boolean; daysAgo: number };
type MonthlyFixture = Partial<MonthlyWorkshop> & { id: string; monthOffset: number };

/** A London calendar day `offset` days from today, as {year, month, day}. */
export function londonDay(now: number, offset: number) {
  const today = londonParts(now);
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function londonMonth(now: number, offset: number) {
  const today = londonParts(now);
  const d = new Date(Date.UTC(today.year, today.month - 1 + offset, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

function workshopType(f: WorkshopTypeFixture, now: number): WorkshopType {
  const { year, month } = londonMonth(now, 0);
  return {
    image: '/images/placeholder.svg',
    duration: '2hrs',
    level: 'Novice',
    skills: '',
    longDescription: '',
    description: '',
    notes: '',
    craftType: 'Something Different',
    active: true,
    comingSoon: false,
    showOnWorkshopMenu: true,
    showOnHomePage: false,
    isCourse: false,
    courseDates: 1,
    courseInterval: 7,
    dates: { days: '', time: '' },
    workshopSessions: [],
    ...f,
    priceForTotal: parsePrice(f.price),
    timestamp: now,
    month: monthName(month),
    year: String(year),
  };
}

function scheduledWorkshop(f: ScheduledFixture, now: number, booked: number): ScheduledWorkshop {
  const { year, month, day } = londonDay(now, f.daysFromToday);
  const remaining = f.guests - booked;
  return {
    id: f.id,
    workshop_type: f.workshop_type,
    date: String(day).padStart(2, '0'),
    month: monthName(month),
    year: String(year),
    time: f.time,
    day: weekdayName(year, month, day),
    guests: f.guests,
    guest_slots_remaining: remaining,
    is_available: remaining > 0,
    date_of_workshop: londonInstant(year, month, day, Number(parseScheduleTime(f.time))),
  };
}

function booking(
  f: BookingFixture,
  date: ScheduledWorkshop,
  type: WorkshopType,
  now: number,
): Booking {
  return {
    id: f.id,
    scheduled_workshop_id: date.id,
    date: date.date,
    month: date.month,
    year: date.year,
    time: date.time,
    day: date.day,
    guests: f.guests,
    name: f.name,
    email: f.email,
    mobileNumber: f.mobileNumber,
    level: type.level,
    skills: type.skills,
    experienceLevel: f.experienceLevel,
    experienceSkills: f.experienceSkills,
    workshop_type: type.id,
    workshop_name: type.name,
    duration: type.duration,
    total_price: totalPrice(type.priceForTotal, f.guests),
    date_of_workshop: date.date_of_workshop,
    payed: f.payed,
    isCourse: type.isCourse,
    courseDates: type.courseDates,
    courseInterval: type.courseInterval,
    newsletterSignup: f.newsletterSignup ?? false,
    source: 'web',
    termsAcceptedAt: now - f.daysAgo * DAY_MS,
    createdAt: now - f.daysAgo * DAY_MS,
  };
}

function monthly(f: MonthlyFixture, type: WorkshopType | undefined, now: number): MonthlyWorkshop {
  const { year, month } = londonMonth(now, f.monthOffset);
  const { monthOffset: _offset, ...rest } = f;
  return {
    name: '',
    image: '/images/placeholder.svg',
    description: '',
    longDescription: '',
    level: type?.level ?? 'Novice',
    price: type?.price ?? '£15',
    duration: type?.duration ?? '2hrs',
    active: true,
    comingSoon: false,
    skills: type?.skills ?? '',
    craftType: type?.craftType ?? 'Crochet',
    showOnWorkshopMenu: false,
    ...rest,
    month: monthName(month),
    year: String(year),
  };
}

async function clear(db: Firestore, collection: string) {
  const writer = db.bulkWriter();
  for (const ref of await db.collection(collection).listDocuments()) void writer.delete(ref);
  await writer.close();
}

async function seedAdmin() {
  const admin = fixture<{ email: string; password: string; displayName: string }>('admin');
  const auth = getAuth();
  const user = await auth.getUserByEmail(admin.email).catch(() => undefined);
  const { uid } = user
    ? await auth.updateUser(user.uid, { password: admin.password, displayName: admin.displayName })
    : await auth.createUser({ ...admin, emailVerified: true });
  await auth.setCustomUserClaims(uid, { admin: true });
  return admin;
}

/** Resets the emulator's demo collections to the fixtures in emulator-data/, dated from `now`. */
export async function seed(now = Date.now()) {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The seed only runs against the emulators (FIRESTORE_EMULATOR_HOST is not set).',
    );
  }
  if (!getApps().length) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
  const db = getFirestore();

  const types = fixture<WorkshopTypeFixture[]>('workshop-types').map((f) => workshopType(f, now));
  const typeById = new Map(types.map((t) => [t.id, t]));
  const bookingFixtures = fixture<BookingFixture[]>('bookings');
  const bookedOn = (id: string) =>
    bookingFixtures.filter((b) => b.scheduled_workshop_id === id).reduce((n, b) => n + b.guests, 0);
  const dates = fixture<ScheduledFixture[]>('scheduled-workshops').map((f) =>
    scheduledWorkshop(f, now, bookedOn(f.id)),
  );
  const dateById = new Map(dates.map((d) => [d.id, d]));
  const bookings = bookingFixtures.map((f) => {
    const date = dateById.get(f.scheduled_workshop_id);
    const type = date && typeById.get(date.workshop_type);
    if (!date || !type) throw new Error(`Booking ${f.id} names an unknown date or type`);
    return booking(f, date, type, now);
  });
  const monthlies = (name: string) =>
    fixture<MonthlyFixture[]>(name).map((f) =>
      monthly(f, typeById.get(f.workshop_type ?? ''), now),
    );
  const news = fixture<(Omit<NewsItem, 'date'> & { daysAgo: number })[]>('news').map(
    ({ daysAgo, ...n }) => ({ ...n, date: now - daysAgo * DAY_MS }),
  );
  const signups = fixture<{ email: string; daysAgo: number }[]>('newsletter-signups').map((s) => ({
    email: s.email,
    added_date: now - s.daysAgo * DAY_MS,
  }));
  const signupIds = new Map(signups.map((s) => [s, newsletterSignupId(s.email)]));
  const content = fixture<{
    announcement: { title: string; message: string; expiresInDays: number; active: boolean };
    payment_links: { links: Record<string, string> };
  }>('site-content');
  const expires = londonDay(now, content.announcement.expiresInDays);

  const collections: [string, object[]][] = [
    [COLLECTIONS.workshopTypes, types],
    [COLLECTIONS.scheduledWorkshops, dates],
    [COLLECTIONS.bookings, bookings],
    [COLLECTIONS.news, news],
    [COLLECTIONS.monthlyMeets, fixture<MonthlyMeet[]>('monthly-meets')],
    [COLLECTIONS.grannySquareMonthly, monthlies('granny-square-monthly')],
    [COLLECTIONS.crochetABouquet, monthlies('crochet-a-bouquet')],
    [COLLECTIONS.yarnAndYarn, monthlies('yarn-and-yarn')],
    [COLLECTIONS.newsletterSignups, signups],
    [COLLECTIONS.siteContent, []],
    [COLLECTIONS.mail, []],
  ];
  await Promise.all(collections.map(([name]) => clear(db, name)));

  const writer = db.bulkWriter();
  for (const [name, docs] of collections) {
    for (const doc of docs) {
      // signups are keyed by their email, as the API stores them (one per subscriber)
      const id =
        'id' in doc && typeof doc.id === 'string'
          ? doc.id
          : signupIds.get(doc as (typeof signups)[number]);
      const ref = id ? db.collection(name).doc(id) : db.collection(name).doc();
      void writer.set(ref, doc);
    }
  }
  const site = db.collection(COLLECTIONS.siteContent);
  void writer.set(site.doc(SITE_CONTENT_DOCS.announcement), {
    title: content.announcement.title,
    message: content.announcement.message,
    active: content.announcement.active,
    expiresOn: `${expires.year}-${String(expires.month).padStart(2, '0')}-${String(expires.day).padStart(2, '0')}`,
  });
  void writer.set(site.doc(SITE_CONTENT_DOCS.paymentLinks), content.payment_links);
  await writer.close();

  const admin = await seedAdmin();
  return {
    admin,
    counts: Object.fromEntries(collections.map(([name, docs]) => [name, docs.length])),
  };
}

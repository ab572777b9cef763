import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Booking,
  MonthlyMeet,
  MonthlyWorkshop,
  NewsItem,
  ScheduledWorkshop,
  WorkshopType,
} from '../../functions/src/domain/model.ts';
import { newsletterSignupId } from '../../functions/src/lib/firestore.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../../functions/src/lib/collections.ts';
import type { StudioDetails } from '../../functions/src/domain/studio-details.ts';
import { studioSchema } from '../../functions/src/domain/studio.ts';
import { clearCollection, emulatorAuth, emulatorDb } from './emulator.ts';
import {
  announcement,
  booking,
  daysFrom,
  londonDate,
  monthlyMeet,
  monthlyWorkshop,
  newsItem,
  scheduledWorkshop,
  workshopType,
} from './factories.ts';
import { ROOT } from './run.ts';

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

/** A month of a series, with its workshop type's level, price, duration, skills and craft. */
function monthly(
  { monthOffset, ...f }: MonthlyFixture,
  type: WorkshopType | undefined,
  now: number,
) {
  const { level, price, duration, skills, craftType } = type ?? {};
  const fromType = type ? { level, price, duration, skills, craftType } : {};
  return monthlyWorkshop({ ...fromType, ...f }, monthOffset, now);
}

async function seedAdmin() {
  const admin = fixture<{ email: string; password: string; displayName: string }>('admin');
  const auth = emulatorAuth();
  const user = await auth.getUserByEmail(admin.email).catch(() => undefined);
  const { uid } = user
    ? await auth.updateUser(user.uid, { password: admin.password, displayName: admin.displayName })
    : await auth.createUser({ ...admin, emailVerified: true });
  await auth.setCustomUserClaims(uid, { admin: true });
  return admin;
}

/** Resets the emulator's demo collections to the fixtures in emulator-data/, dated from `now`. */
export async function seed(now = Date.now()) {
  const db = emulatorDb();

  const types = fixture<WorkshopTypeFixture[]>('workshop-types').map((f) => workshopType(f, now));
  const typeById = new Map(types.map((t) => [t.id, t]));
  const bookingFixtures = fixture<BookingFixture[]>('bookings');
  const bookedOn = (id: string) =>
    bookingFixtures.filter((b) => b.scheduled_workshop_id === id).reduce((n, b) => n + b.guests, 0);
  const dates = fixture<ScheduledFixture[]>('scheduled-workshops').map(
    ({ daysFromToday, workshop_type, ...f }) =>
      scheduledWorkshop(
        { id: workshop_type },
        daysFromToday,
        { ...f, guest_slots_remaining: f.guests - bookedOn(f.id) },
        now,
      ),
  );
  const dateById = new Map(dates.map((d) => [d.id, d]));
  const bookings = bookingFixtures.map(({ daysAgo, ...f }) => {
    const date = dateById.get(f.scheduled_workshop_id);
    const type = date && typeById.get(date.workshop_type);
    if (!date || !type) throw new Error(`Booking ${f.id} names an unknown date or type`);
    return booking(date, type, {
      newsletterSignup: false,
      ...f,
      createdAt: daysFrom(-daysAgo, now),
    });
  });
  const monthlies = (name: string) =>
    fixture<MonthlyFixture[]>(name).map((f) =>
      monthly(f, typeById.get(f.workshop_type ?? ''), now),
    );
  const news = fixture<(Omit<NewsItem, 'date'> & { daysAgo: number })[]>('news').map(
    ({ daysAgo, ...n }) => newsItem({ ...n, date: daysFrom(-daysAgo, now) }),
  );
  const signups = fixture<{ email: string; daysAgo: number }[]>('newsletter-signups').map((s) => ({
    email: s.email,
    added_date: daysFrom(-s.daysAgo, now),
  }));
  const signupIds = new Map(signups.map((s) => [s, newsletterSignupId(s.email)]));
  const content = fixture<{
    announcement: { title: string; message: string; expiresInDays: number; active: boolean };
    payment_links: { methods?: 'card' | 'link' | 'both'; links: Record<string, string> };
    studio: StudioDetails;
  }>('site-content');
  const { expiresInDays, ...notice } = content.announcement;

  const collections: [string, object[]][] = [
    [COLLECTIONS.workshopTypes, types],
    [COLLECTIONS.scheduledWorkshops, dates],
    [COLLECTIONS.bookings, bookings],
    [COLLECTIONS.news, news],
    [COLLECTIONS.monthlyMeets, fixture<MonthlyMeet[]>('monthly-meets').map(monthlyMeet)],
    [COLLECTIONS.grannySquareMonthly, monthlies('granny-square-monthly')],
    [COLLECTIONS.crochetABouquet, monthlies('crochet-a-bouquet')],
    [COLLECTIONS.yarnAndYarn, monthlies('yarn-and-yarn')],
    [COLLECTIONS.newsletterSignups, signups],
    [COLLECTIONS.siteContent, []],
    [COLLECTIONS.mail, []],
  ];
  await Promise.all(collections.map(([name]) => clearCollection(name)));

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
  void writer.set(
    site.doc(SITE_CONTENT_DOCS.announcement),
    announcement({ ...notice, expiresOn: londonDate(expiresInDays, now) }),
  );
  void writer.set(site.doc(SITE_CONTENT_DOCS.paymentLinks), content.payment_links);
  void writer.set(site.doc(SITE_CONTENT_DOCS.studio), studioSchema.parse(content.studio));
  await writer.close();

  const admin = await seedAdmin();
  return {
    admin,
    counts: Object.fromEntries(collections.map(([name, docs]) => [name, docs.length])),
  };
}

// The one way tests, the seed and the benchmarks write to and read from the local emulators:
// documents through the Admin SDK, users through the Auth emulator, and the clean-up of what a
// process made. The caller points the process at a stack first (applyStackEnv).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type {
  Booking,
  MailDoc,
  ScheduledWorkshop,
  WorkshopType,
} from '../../functions/src/domain/model.ts';
import type { StudioDetails } from '../../functions/src/domain/studio-details.ts';
import type { WaitlistEntry } from '../../functions/src/domain/waitlist.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../../functions/src/lib/collections.ts';
import {
  booking,
  paymentLinks,
  scheduledWorkshop,
  studioDetails,
  workshopType,
} from './factories.ts';
import { PROJECT_ID } from './stack-config.ts';

function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST') {
  const host = process.env[variable];
  if (!host) throw new Error(`${variable} is not set: this only runs against the local emulators.`);
  return host;
}

export function adminApp() {
  emulatorHost('FIRESTORE_EMULATOR_HOST');
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
}

export const emulatorDb = () => getFirestore(adminApp());
export function emulatorAuth() {
  emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  return getAuth(adminApp());
}

// What this process wrote with put(), so removeCreated() can take it away again.
const created = new Map<string, Set<string>>();

/** Writes `doc` under its id and remembers it for removeCreated(). */
export async function put<T extends { id: string }>(collection: string, doc: T): Promise<T> {
  await emulatorDb().collection(collection).doc(doc.id).set(doc);
  created.set(collection, (created.get(collection) ?? new Set()).add(doc.id));
  return doc;
}

export const putType = (overrides: Partial<WorkshopType> = {}) =>
  put(COLLECTIONS.workshopTypes, workshopType(overrides));

export const putDate = (
  type: Pick<WorkshopType, 'id'>,
  days: number,
  overrides: Partial<ScheduledWorkshop> = {},
) => put(COLLECTIONS.scheduledWorkshops, scheduledWorkshop(type, days, overrides));

export const putBooking = (
  date: ScheduledWorkshop,
  type: WorkshopType,
  overrides: Parameters<typeof booking>[2] = {},
) => put(COLLECTIONS.bookings, booking(date, type, overrides));

/** The payment links every booking test expects (PAY_LINK), with any of them replaced. */
export async function putPaymentLinks(links: Record<string, string> = {}) {
  await emulatorDb()
    .collection(COLLECTIONS.siteContent)
    .doc(SITE_CONTENT_DOCS.paymentLinks)
    .set(paymentLinks(links));
}

/**
 * The studio's details (site content) the emails show, the factory's own unless given: suites
 * that clear Firestore leave none, and without an email the studio's notices are not written.
 */
export async function putStudio(studio: StudioDetails = studioDetails()) {
  await emulatorDb().collection(COLLECTIONS.siteContent).doc(SITE_CONTENT_DOCS.studio).set(studio);
  return studio;
}

export async function readDoc<T>(collection: string, id: string): Promise<T | undefined> {
  const snap = await emulatorDb().collection(collection).doc(id).get();
  return snap.exists ? (snap.data() as T) : undefined;
}

export async function getDate(id: string): Promise<ScheduledWorkshop> {
  const date = await readDoc<ScheduledWorkshop>(COLLECTIONS.scheduledWorkshops, id);
  if (!date) throw new Error(`No scheduled workshop ${id}`);
  return date;
}

/** As if other bookings took places: `remaining` are left, the rest taken (the places invariant). */
export async function setPlacesLeft(dateId: string, remaining: number) {
  const ref = emulatorDb().collection(COLLECTIONS.scheduledWorkshops).doc(dateId);
  const date = (await ref.get()).data() as ScheduledWorkshop;
  await ref.update({
    guest_slots_remaining: remaining,
    places_taken: Math.max(0, date.guests - remaining - (date.places_held ?? 0)),
    is_available: remaining > 0 && date.closed !== true,
  });
}

export async function bookingsOn(dateId: string): Promise<Booking[]> {
  const snap = await emulatorDb()
    .collection(COLLECTIONS.bookings)
    .where('scheduled_workshop_id', '==', dateId)
    .get();
  return snap.docs.map((d) => d.data() as Booking);
}

/** The waiting-list entries of a date, in any state. */
export async function waitlistOn(dateId: string): Promise<WaitlistEntry[]> {
  const snap = await emulatorDb()
    .collection(COLLECTIONS.waitlist)
    .where('scheduled_workshop_id', '==', dateId)
    .get();
  return snap.docs.map((d) => d.data() as WaitlistEntry);
}

/** The outbox mail written for these bookings. */
async function mailWhere(field: 'bookingId' | 'waitlistEntryId', ids: string[]) {
  const all: (MailDoc & { id: string })[] = [];
  // Firestore's `in` takes at most 30 values.
  for (let i = 0; i < ids.length; i += 30) {
    const snap = await emulatorDb()
      .collection(COLLECTIONS.mail)
      .where(field, 'in', ids.slice(i, i + 30))
      .get();
    all.push(...snap.docs.map((d) => ({ ...(d.data() as MailDoc), id: d.id })));
  }
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

/** The outbox mail about these bookings, oldest first. */
export const mailFor = (bookingIds: string[]) => mailWhere('bookingId', bookingIds);

/** The outbox mail to these waiting-list entries, oldest first. */
export const mailForEntries = (entryIds: string[]) => mailWhere('waitlistEntryId', entryIds);

/** Whether a mail is due and not yet tried, or being tried: its attempt is still to record. */
const awaitingAttempt = (mail: MailDoc, now: number) =>
  mail.delivery.state === 'SENDING' ||
  (mail.delivery.state === 'PENDING' && (mail.delivery.nextAttemptAt ?? 0) <= now);

/**
 * The outbox mail about these bookings once the delivery their writing triggered has recorded
 * each due one's attempt (SKIPPED on the local stack, which has no mail service), oldest first.
 * Mail held until later stays as it is. Throws if that takes longer than `withinMs`.
 */
export async function deliveredMailFor(bookingIds: string[], withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const mail = await mailFor(bookingIds);
    const waiting = mail.filter((m) => awaitingAttempt(m, Date.now()));
    if (waiting.length === 0) return mail;
    if (Date.now() > deadline) {
      throw new Error(
        `Not delivered within ${withinMs} ms: ${waiting.map((m) => m.id).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Every document of the given collections, to show that a refused request wrote nothing. Of
 * outbox mail, what its delivery writes (its state, and its text once sent links are removed)
 * is left out: earlier requests' mail is delivered by its trigger in the background meanwhile.
 */
export async function contentsOf(...collections: string[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of collections) {
    const snap = await emulatorDb().collection(name).get();
    for (const doc of snap.docs) {
      const data = doc.data();
      if (name === COLLECTIONS.mail) {
        const {
          delivery: _d,
          purgeAt: _p,
          purgedAt: _g,
          message: _m,
          attachments: _a,
          ...rest
        } = data;
        out[`${name}/${doc.id}`] = rest;
      } else {
        out[`${name}/${doc.id}`] = data;
      }
    }
  }
  return out;
}

/** Deletes every document of one collection. */
export async function clearCollection(collection: string) {
  const db = emulatorDb();
  const writer = db.bulkWriter();
  for (const ref of await db.collection(collection).listDocuments()) void writer.delete(ref);
  await writer.close();
}

/** Deletes every document in the Firestore emulator. */
export async function clearFirestore() {
  const host = emulatorHost('FIRESTORE_EMULATOR_HOST');
  const project = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  const res = await fetch(
    `http://${host}/emulator/v1/projects/${project}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`Could not clear Firestore: ${res.status}`);
}

/**
 * Removes what put() wrote in this process, and what was made on it meanwhile: the dates of
 * those workshop types, the bookings and waiting-list entries on those dates, their outbox mail
 * and newsletter signups.
 */
export async function removeCreated() {
  const db = emulatorDb();
  const typeIds = [...(created.get(COLLECTIONS.workshopTypes) ?? [])];
  const dateIds = new Set(created.get(COLLECTIONS.scheduledWorkshops));
  for (const typeId of typeIds) {
    const dates = await db
      .collection(COLLECTIONS.scheduledWorkshops)
      .where('workshop_type', '==', typeId)
      .get();
    for (const doc of dates.docs) dateIds.add(doc.id);
  }
  const bookings = (await Promise.all([...dateIds].map(bookingsOn))).flat();
  const entries = (await Promise.all([...dateIds].map(waitlistOn))).flat();
  const mail = [
    ...(await mailFor(bookings.map((b) => b.id))),
    ...(await mailForEntries(entries.map((e) => e.id))),
  ];
  const signupEmails = bookings.filter((b) => b.newsletterSignup).map((b) => b.email);

  const writer = db.bulkWriter();
  for (const email of signupEmails) {
    const signups = await db
      .collection(COLLECTIONS.newsletterSignups)
      .where('email', '==', email)
      .get();
    for (const doc of signups.docs) void writer.delete(doc.ref);
  }
  for (const m of mail) void writer.delete(db.collection(COLLECTIONS.mail).doc(m.id));
  for (const b of bookings) void writer.delete(db.collection(COLLECTIONS.bookings).doc(b.id));
  for (const e of entries) void writer.delete(db.collection(COLLECTIONS.waitlist).doc(e.id));
  for (const id of dateIds)
    void writer.delete(db.collection(COLLECTIONS.scheduledWorkshops).doc(id));
  for (const [collection, ids] of created) {
    for (const id of ids) void writer.delete(db.collection(collection).doc(id));
  }
  await writer.close();
  created.clear();
}

/** A fresh ID token for an Auth emulator account, as the sign-in page gets one. */
export async function idToken(email: string, password: string) {
  const host = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const data = (await res.json()) as { idToken?: string };
  if (!data.idToken) throw new Error(`Could not sign in ${email}: ${JSON.stringify(data)}`);
  return data.idToken;
}

/** The password-reset links the Auth emulator holds for an address (it delivers no email). */
export async function passwordResetLinks(email: string): Promise<string[]> {
  const host = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const project = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  const res = await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`);
  const { oobCodes = [] } = (await res.json()) as {
    oobCodes?: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET')
    .map((code) => code.oobLink);
}

/** Creates the Auth emulator account (or resets its password) and sets its custom claims. */
export async function ensureUser(
  email: string,
  password: string,
  claims?: Record<string, unknown> | null,
) {
  const auth = emulatorAuth();
  const existing = await auth.getUserByEmail(email).catch(() => undefined);
  const user = existing
    ? await auth.updateUser(existing.uid, { password })
    : await auth.createUser({ email, password });
  if (claims !== undefined) await auth.setCustomUserClaims(user.uid, claims);
  return user;
}

import {
  AggregateField,
  type AggregateSpec,
  type CollectionReference,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  getFirestore,
  type Query,
  Timestamp,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type {
  AuditEntry,
  Booking,
  MailDoc,
  MonthlyMeet,
  MonthlyWorkshop,
  NewsItem,
  NewsletterSignup,
  ScheduledWorkshop,
  WorkshopType,
} from '../domain/model.js';
import { createHash } from 'node:crypto';
import type { DiscountCode } from '../domain/discount.js';
import type { WaitlistEntry } from '../domain/waitlist.js';
import type { Voucher, VoucherPurchase } from '../domain/voucher.js';
import type { AllowanceState } from '../domain/mail-allowance.js';

/** A rate-limit counter: requests in one window; Firestore's TTL policy removes it after `expireAt`. */
export interface RateCounter {
  count: number;
  windowEndsAt: number;
  expireAt: Timestamp;
}

/**
 * An address's email allowance for one day (docs/product.md#email-allowance), kept beside the
 * rate-limit counters (so the same TTL policy removes it): only a hash names the address.
 */
export interface MailAllowanceDoc extends AllowanceState {
  windowEndsAt: number;
  expireAt: Timestamp;
}
import { COLLECTIONS, SITE_CONTENT_DOCS } from './collections.js';
import { firebaseApp } from './firebase.js';
import { countReads } from './read-counter.js';

// The one module that knows how documents map to the model: typed collection references
// (withConverter) and the reads, each counted here for the X-Firestore-Reads measure.

export function db() {
  return getFirestore(firebaseApp());
}

/** Documents whose id is part of the entity (`{ ...data, id }`); written as they are. */
function withId<T extends { id: string }>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => ({ ...snap.data(), id: snap.id }) as T,
  };
}

/** Documents whose id is only a key (a hash, a fixed name): the data is the entity. */
function plain<T extends object>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => snap.data() as T,
  };
}

const typed =
  <T extends object>(name: string, converter: FirestoreDataConverter<T>) =>
  (): CollectionReference<T> =>
    db().collection(name).withConverter(converter);

export const collections = {
  workshopTypes: typed(COLLECTIONS.workshopTypes, withId<WorkshopType>()),
  scheduledWorkshops: typed(COLLECTIONS.scheduledWorkshops, withId<ScheduledWorkshop>()),
  bookings: typed(COLLECTIONS.bookings, withId<Booking>()),
  news: typed(COLLECTIONS.news, withId<NewsItem>()),
  monthlyMeets: typed(COLLECTIONS.monthlyMeets, withId<MonthlyMeet>()),
  grannySquareMonthly: typed(COLLECTIONS.grannySquareMonthly, withId<MonthlyWorkshop>()),
  crochetABouquet: typed(COLLECTIONS.crochetABouquet, withId<MonthlyWorkshop>()),
  yarnAndYarn: typed(COLLECTIONS.yarnAndYarn, withId<MonthlyWorkshop>()),
  newsletterSignups: typed(COLLECTIONS.newsletterSignups, plain<NewsletterSignup>()),
  siteContent: typed(COLLECTIONS.siteContent, plain<DocumentData>()),
  mail: typed(COLLECTIONS.mail, plain<MailDoc>()),
  auditLog: typed(COLLECTIONS.auditLog, withId<AuditEntry>()),
  rateLimits: typed(COLLECTIONS.rateLimits, plain<RateCounter>()),
  mailAllowances: typed(COLLECTIONS.rateLimits, plain<MailAllowanceDoc>()),
  waitlist: typed(COLLECTIONS.waitlist, withId<WaitlistEntry>()),
  bookingReferences: typed(COLLECTIONS.bookingReferences, plain<{ bookingId: string }>()),
  stripeEvents: typed(COLLECTIONS.stripeEvents, plain<StripeEventRecord>()),
  discountCodes: typed(COLLECTIONS.discountCodes, plain<DiscountCode>()),
  vouchers: typed(COLLECTIONS.vouchers, plain<Voucher>()),
  voucherPurchases: typed(COLLECTIONS.voucherPurchases, withId<VoucherPurchase>()),
};

/** A Stripe event the site has acted on (by its id): written in the same commit as its effect. */
export interface StripeEventRecord {
  type: string;
  at: number;
  bookingId?: string;
  /** Firestore's TTL removes it after Stripe's retry window (3 days) has long passed. */
  expireAt: Timestamp;
}

/**
 * One newsletter signup per subscriber: the id is a hash of the normalised email, so signing
 * up twice (even concurrently) lands on the same document and never duplicates.
 */
export function newsletterSignupId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** References by key, so every module derives a document's id the same way. */
export const refs = {
  workshopType: (id: string) => collections.workshopTypes().doc(id),
  scheduledWorkshop: (id: string) => collections.scheduledWorkshops().doc(id),
  booking: (id: string) => collections.bookings().doc(id),
  news: (id: string) => collections.news().doc(id),
  monthlyMeet: (id: string) => collections.monthlyMeets().doc(id),
  monthly: (collection: MonthlyCollection, id: string) => collections[collection]().doc(id),
  newsletterSignup: (email: string) =>
    collections.newsletterSignups().doc(newsletterSignupId(email)),
  siteContent: (name: keyof typeof SITE_CONTENT_DOCS) =>
    collections.siteContent().doc(SITE_CONTENT_DOCS[name]),
  mail: (id: string) => collections.mail().doc(id),
  waitlistEntry: (id: string) => collections.waitlist().doc(id),
  auditEntry: (id: string) => collections.auditLog().doc(id),
  bookingReference: (reference: string) => collections.bookingReferences().doc(reference),
  stripeEvent: (id: string) => collections.stripeEvents().doc(id),
  discountCode: (code: string) => collections.discountCodes().doc(code),
  voucher: (code: string) => collections.vouchers().doc(code),
  voucherPurchase: (id: string) => collections.voucherPurchases().doc(id),
  newMail: () => collections.mail().doc(),
};

export type MonthlyCollection = 'grannySquareMonthly' | 'crochetABouquet' | 'yarnAndYarn';

/** One document, or null when it does not exist. */
export async function readDoc<T>(ref: DocumentReference<T>): Promise<T | null> {
  const snap = await ref.get();
  countReads(1);
  return snap.exists ? (snap.data() ?? null) : null;
}

/** Several documents in one call, in the order asked (null where one does not exist). */
export async function readDocs<T>(refs: DocumentReference<T>[]): Promise<(T | null)[]> {
  if (refs.length === 0) return [];
  const snaps = (await db().getAll(...(refs as DocumentReference[]))) as DocumentSnapshot<T>[];
  countReads(snaps.length);
  return snaps.map((snap) => (snap.exists ? (snap.data() ?? null) : null));
}

export async function readQuery<T>(query: Query<T>): Promise<T[]> {
  const snap = await query.get();
  countReads(snap.size);
  return snap.docs.map((d) => d.data());
}

/** Documents an aggregation query is billed as: one per 1000 index entries matched, at least one. */
export const billedAggregationReads = (matched: number) => Math.max(1, Math.ceil(matched / 1000));

/**
 * An aggregation query (count, sums) over the matching documents, without reading them: the
 * count is always asked for, as it says what the query is billed (counted here).
 */
export async function readAggregate<T, S extends AggregateSpec>(
  query: Query<T>,
  spec: S,
): Promise<{ count: number } & { [K in keyof S]: number }> {
  const snap = await query.aggregate({ ...spec, count: AggregateField.count() }).get();
  const data = snap.data() as Record<string, number | null>;
  const count = data.count ?? 0;
  countReads(billedAggregationReads(count));
  const out: Record<string, number> = { count };
  for (const key of Object.keys(spec)) out[key] = data[key] ?? 0;
  return out as { count: number } & { [K in keyof S]: number };
}

/** Sums of fields, for readAggregate. */
export const sumOf = (field: string) => AggregateField.sum(field);

/** The matching documents' snapshots, for paging and writing them. */
export async function readQuerySnapshots<T>(query: Query<T>): Promise<QueryDocumentSnapshot<T>[]> {
  const snap = await query.get();
  countReads(snap.size);
  return snap.docs;
}

/** An update that sets the fields of `data` and deletes those named in `remove`. */
export const updateOf = (data: object, remove: readonly string[] = []): DocumentData => ({
  ...data,
  ...Object.fromEntries(remove.map((key) => [key, FieldValue.delete()])),
});

/** A change of one document's fields: those it sets and those it deletes. */
export interface FieldChange {
  set?: object;
  remove?: readonly string[];
}

// A batch holds at most 500 writes.
const BATCH = 400;

/**
 * Bulk changes in plain batches of 400, outside the guarded commit: each document is changed on
 * its own terms whatever else changed it meanwhile (privacy periods and erasure; README, "Import
 * rules"). Only repositories call these.
 */
export async function updateInBatches(writes: { ref: DocumentReference; change: FieldChange }[]) {
  for (let i = 0; i < writes.length; i += BATCH) {
    const batch = db().batch();
    for (const { ref, change } of writes.slice(i, i + BATCH)) {
      batch.update(ref, updateOf(change.set ?? {}, change.remove));
    }
    await batch.commit();
  }
}

export async function deleteInBatches(refs: DocumentReference[]) {
  for (let i = 0; i < refs.length; i += BATCH) {
    const batch = db().batch();
    for (const ref of refs.slice(i, i + BATCH)) batch.delete(ref);
    await batch.commit();
  }
}

export const increment = (n: number) => FieldValue.increment(n);

/** A Firestore timestamp (a TTL policy deletes documents by one). */
export const timestampAt = (ms: number) => Timestamp.fromMillis(ms);

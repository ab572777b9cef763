import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Booking } from '../../domain/model.js';
import {
  collections,
  type FieldChange,
  readDoc,
  readQuery,
  readQuerySnapshots,
  refs,
  timestampAt,
  updateInBatches,
} from '../../lib/firestore.js';
import { documents, type GuardedCommit } from '../../lib/guarded-commit.js';

/** Bookings by id. */
export const bookingDocs = documents(refs.booking);
/** Which booking a short reference names: its id is the reference, so a reference is unique. */
export const referenceDocs = documents(refs.bookingReference);
/** The Stripe events acted on, by event id (card-payments.service). */
export const stripeEventDocs = documents(refs.stripeEvent);

/** Stripe's retries end after 3 days; the record of an event is kept a while longer. */
const EVENT_RECORD_MS = 30 * 24 * 60 * 60 * 1000;

/** What is kept of an event acted on (a TTL policy on expireAt deletes it). */
export const stripeEventRecord = (type: string, at: number, bookingId?: string) => ({
  type,
  at,
  ...(bookingId ? { bookingId } : {}),
  expireAt: timestampAt(at + EVENT_RECORD_MS),
});

/** A booking as stored now, outside a commit (before a call to Stripe). */
export const readBooking = (id: string) => readDoc(refs.booking(id));

/** Bookings waiting for their card payment (a handful at any time). */
export const awaitingPaymentBookings = () =>
  readQuery(collections.bookings().where('status', '==', 'awaiting_payment'));

/** Bookings whose refund was asked for before `before` and not yet seen made by Stripe. */
export const bookingsWithPendingRefunds = (before: number) =>
  readQuery(collections.bookings().where('card.refundPending.since', '<', before));

/** Bookings whose workshop starts after `after` and no later than `until`, soonest first. */
export function listBookingsStartingBetween(
  after: number,
  until = Number.MAX_SAFE_INTEGER,
): Promise<Booking[]> {
  return readQuery(
    collections
      .bookings()
      .where('date_of_workshop', '>', after)
      .where('date_of_workshop', '<=', until)
      .orderBy('date_of_workshop'),
  );
}

/** The booking a visitor's secret link names, by the hash of its token. */
export async function findBookingByManageHash(hash: string): Promise<Booking | undefined> {
  const [found] = await readQuery(
    collections.bookings().where('manageTokenHash', '==', hash).limit(1),
  );
  return found;
}

/** Every booking of a date, cancelled ones too (a date has at most a few dozen), in a commit. */
export const bookingsOfDate = (commit: GuardedCommit, scheduledWorkshopId: string) =>
  commit.query(collections.bookings().where('scheduled_workshop_id', '==', scheduledWorkshopId));

/**
 * Bookings of a workshop type whose workshop starts after `now`, in a guarded commit
 * (index: workshop_type + date_of_workshop).
 */
export const futureBookingsOfType = (commit: GuardedCommit, typeId: string, now: number) =>
  commit.query(
    collections.bookings().where('workshop_type', '==', typeId).where('date_of_workshop', '>', now),
  );

// A page of bookings for the privacy periods: one batch of writes each.
const PAGE = 400;

type Stored = { id: string; data: Partial<Booking> };

/**
 * Pages through the bookings whose workshop started before `cutoff` (only the fields `fields`),
 * letting `change` say what to change in each; a plain batch per page (lib/firestore.ts
 * updateInBatches). Returns how many changed.
 */
export async function updatePastBookings(
  cutoff: number,
  fields: string[],
  change: (booking: Stored) => FieldChange | null,
): Promise<string[]> {
  const changed: string[] = [];
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let query = collections
      .bookings()
      .where('date_of_workshop', '<', cutoff)
      .orderBy('date_of_workshop')
      .select('date_of_workshop', ...fields)
      .limit(PAGE);
    if (last) query = query.startAfter(last);
    const docs = await readQuerySnapshots(query);
    const writes = docs.flatMap((d) => {
      const update = change({ id: d.id, data: d.data() as Partial<Booking> });
      return update ? [{ ref: d.ref, change: update }] : [];
    });
    await updateInBatches(writes);
    changed.push(...writes.map((w) => w.ref.id));
    if (docs.length < PAGE) return changed;
    last = docs[docs.length - 1];
  }
}

/** Changes the given bookings in plain batches (the erasure of a person). */
export const updateBookings = (ids: string[], change: FieldChange) =>
  updateInBatches(ids.map((id) => ({ ref: refs.booking(id), change })));

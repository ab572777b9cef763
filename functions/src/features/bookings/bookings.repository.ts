import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type {
  Booking,
  MailDoc,
  NewsletterSignup,
  ScheduledWorkshop,
  WorkshopType,
} from '../../domain/model.js';
import {
  collections,
  db,
  readDoc,
  readInTransaction,
  readQuery,
  readQuerySnapshots,
  readSnapshots,
  refs,
} from '../../lib/firestore.js';
import { setMailInBatch, addMailInTransaction } from '../../lib/mail/mail.repository.js';

export const findBooking = (id: string) => readDoc(refs.booking(id));

export interface BookingKeys {
  bookingId: string;
  scheduledWorkshopId: string;
  /** Set when the visitor asked for the newsletter: the signup is read and written too. */
  signupEmail?: string;
}

/** What the transaction read, for the service to decide on. */
export interface BookingReads {
  existing: Booking | null;
  date: ScheduledWorkshop | null;
  type: WorkshopType | null;
  signupExists: boolean;
}

export interface BookingWrites {
  booking: Booking;
  /** The date's new places; absent when the booking does not take places. */
  places?: Pick<ScheduledWorkshop, 'guest_slots_remaining' | 'is_available'>;
  signup?: NewsletterSignup;
  mails: { id: string; doc: MailDoc }[];
}

export type BookingDecision<T> = { result: T; writes?: BookingWrites };

/** Thrown when the date stayed contended for the whole retry budget; the error handler answers 503. */
export class ContentionError extends Error {
  readonly code = 'aborted';
  constructor(cause: unknown) {
    super('The booking could not be saved because of contention; try again', { cause });
  }
}

// gRPC codes meaning "someone else got there first" (9: the date changed since it was read;
// 6: this booking id was created meanwhile; 10: aborted) or transient trouble (4, 14).
// Each is answered by reading again: a commit that did land is then found as the booking.
const READ_AGAIN = new Set([4, 6, 9, 10, 14]);
const shouldReadAgain = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'number' && READ_AGAIN.has(code);
};

export const RETRY_POLICY = { attempts: 30, firstDelayMs: 10, maxDelayMs: 250, budgetMs: 20_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!shouldReadAgain(err)) throw err;
      if (n >= RETRY_POLICY.attempts || Date.now() - started > RETRY_POLICY.budgetMs) {
        throw new ContentionError(err);
      }
      const ceiling = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.firstDelayMs * 2 ** n);
      await sleep(Math.random() * ceiling);
    }
  }
}

/**
 * Saves a booking atomically with optimistic concurrency: reads the booking id, the date
 * and (optionally) the newsletter signup in one call, then the date's type, lets `decide`
 * choose what to write, and commits everything in one atomic batch: the booking (create:
 * fails if the id exists), the date's places (only if the date is unchanged since it was
 * read: an update-time precondition), the signup and the outbox mail. If anyone changed
 * the date or created the booking in between, nothing is written and the whole step
 * runs again on fresh data, so places can never be taken twice or oversold.
 *
 * Why not runTransaction: its reads take locks, and two bookings of one date each hold a
 * read lock the other's write must wait for. Firestore breaks that by aborting one, and
 * the SDK retries after a 1 s+ backoff (the emulator even waits ~2 s first), so every
 * collision costs seconds. Here a collision costs one more read and commit.
 */
const dataOf = <T>(snap: DocumentSnapshot<T> | undefined): T | null =>
  snap?.exists ? (snap.data() ?? null) : null;

export async function commitBooking<T>(
  keys: BookingKeys,
  decide: (reads: BookingReads) => Promise<BookingDecision<T>> | BookingDecision<T>,
): Promise<T> {
  const dateRef = refs.scheduledWorkshop(keys.scheduledWorkshopId);
  const ownRef = refs.booking(keys.bookingId);
  const signupRef = keys.signupEmail ? refs.newsletterSignup(keys.signupEmail) : undefined;
  // The type only prices and names the booking; a retry after a collision reuses it.
  let type: WorkshopType | null = null;
  return withRetries(async () => {
    const toRead: DocumentReference[] = [ownRef, dateRef, ...(signupRef ? [signupRef] : [])];
    const [ownSnap, dateSnap, signupSnap] = await readSnapshots(toRead);
    const existing = dataOf(ownSnap as DocumentSnapshot<Booking> | undefined);
    const date = dataOf(dateSnap as DocumentSnapshot<ScheduledWorkshop> | undefined);
    if (!existing && date && type?.id !== date.workshop_type) {
      type = await readDoc(refs.workshopType(date.workshop_type));
    }
    const { result, writes } = await decide({
      existing,
      date,
      type,
      signupExists: signupSnap?.exists ?? false,
    });
    if (writes) {
      const batch = db().batch();
      batch.create(ownRef, writes.booking);
      if (writes.places && dateSnap?.updateTime) {
        batch.update(dateRef, writes.places, { lastUpdateTime: dateSnap.updateTime });
      }
      if (writes.signup && signupRef) batch.set(signupRef, writes.signup);
      for (const mail of writes.mails) setMailInBatch(batch, mail.id, mail.doc);
      await batch.commit();
    }
    return result;
  });
}

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

/** Sets only `payed`, in a transaction; null when there is no such booking. */
export async function setBookingPayed(id: string, payed: boolean): Promise<Booking | null> {
  return db().runTransaction(async (tx) => {
    const ref = refs.booking(id);
    const booking = await readInTransaction(tx, ref);
    if (!booking) return null;
    tx.update(ref, { payed });
    return { ...booking, payed };
  });
}

export interface ReminderWrite {
  mail: { id: string; doc: MailDoc };
  /** When it was sent: reminderSentAt (by the admin) or autoReminderSentAt (by the job). */
  sent: Pick<Booking, 'reminderSentAt'> | Pick<Booking, 'autoReminderSentAt'>;
}

/**
 * Reads a booking in a transaction and lets `decide` choose whether to remind: the
 * outbox mail and the booking's "sent" time commit together, so a reminder is recorded
 * exactly when its mail is queued, and two runs cannot both send it.
 */
export async function writeReminder<T>(
  bookingId: string,
  decide: (booking: Booking | null) => { result: T; write?: ReminderWrite },
): Promise<T> {
  return db().runTransaction(async (tx) => {
    const ref = refs.booking(bookingId);
    const { result, write } = decide(await readInTransaction(tx, ref));
    if (write) {
      addMailInTransaction(tx, write.mail.id, write.mail.doc);
      tx.update(ref, write.sent);
    }
    return result;
  });
}

// A batch holds at most 500 writes.
const PAGE = 400;

/**
 * Deletes mobileNumber and contactNumber from every booking whose workshop started
 * before `cutoff`, a page of bookings (one batch) at a time. Returns how many changed.
 */
export async function deletePhoneNumbersBefore(cutoff: number): Promise<number> {
  let changed = 0;
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let query = collections
      .bookings()
      .where('date_of_workshop', '<', cutoff)
      .orderBy('date_of_workshop')
      .select('date_of_workshop', 'mobileNumber', 'contactNumber')
      .limit(PAGE);
    if (last) query = query.startAfter(last);
    const docs = await readQuerySnapshots(query);
    const withPhone = docs.filter((d) => {
      const data = d.data();
      return data.mobileNumber !== undefined || data.contactNumber !== undefined;
    });
    if (withPhone.length > 0) {
      const batch = db().batch();
      for (const doc of withPhone) {
        batch.update(doc.ref, {
          mobileNumber: FieldValue.delete(),
          contactNumber: FieldValue.delete(),
        });
      }
      await batch.commit();
      changed += withPhone.length;
    }
    if (docs.length < PAGE) return changed;
    last = docs[docs.length - 1];
  }
}

import type { DocumentReference } from 'firebase-admin/firestore';
import type {
  Booking,
  MailDoc,
  NewsletterSignup,
  ScheduledWorkshop,
  WorkshopType,
} from '../../domain/model.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { setMailInBatch } from '../../lib/mail/mail.repository.js';
import { countReads } from '../../lib/read-counter.js';
import {
  scheduledWorkshopFrom,
  scheduledWorkshopRef,
  workshopTypeFrom,
  workshopTypeRef,
} from '../catalog/catalog.repository.js';
import { newsletterSignupRef } from '../content/content.repository.js';

export const bookingRef = (id: string) => db().collection(COLLECTIONS.bookings).doc(id);

const bookingFrom = (data: unknown, id: string) => ({ ...(data as Booking), id });

export async function findBooking(id: string): Promise<Booking | null> {
  const snap = await bookingRef(id).get();
  countReads(1);
  return snap.exists ? bookingFrom(snap.data(), snap.id) : null;
}

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
export async function commitBooking<T>(
  keys: BookingKeys,
  decide: (reads: BookingReads) => Promise<BookingDecision<T>> | BookingDecision<T>,
): Promise<T> {
  const dateRef = scheduledWorkshopRef(keys.scheduledWorkshopId);
  const ownRef = bookingRef(keys.bookingId);
  const signupRef = keys.signupEmail ? newsletterSignupRef(keys.signupEmail) : undefined;
  // The type only prices and names the booking; a retry after a collision reuses it.
  let type: WorkshopType | null = null;
  return withRetries(async () => {
    const refs: DocumentReference[] = [ownRef, dateRef, ...(signupRef ? [signupRef] : [])];
    const [ownSnap, dateSnap, signupSnap] = await db().getAll(...refs);
    countReads(refs.length);
    const existing = ownSnap?.exists ? bookingFrom(ownSnap.data(), ownSnap.id) : null;
    const date = dateSnap ? scheduledWorkshopFrom(dateSnap) : null;
    if (!existing && date && type?.id !== date.workshop_type) {
      type = workshopTypeFrom(await workshopTypeRef(date.workshop_type).get());
      countReads(1);
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

export async function updateBooking(id: string, fields: Partial<Booking>) {
  await bookingRef(id).update(fields);
}

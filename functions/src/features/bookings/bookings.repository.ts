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
import { addMailInTransaction } from '../../lib/mail/mail.repository.js';
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

/** Thrown when Firestore gave up on a contended transaction; the error handler answers 503. */
export class ContentionError extends Error {
  readonly code = 'aborted';
  constructor(cause: unknown) {
    super('The booking could not be saved because of contention; try again', { cause });
  }
}

// gRPC codes the SDK itself retries; once its attempts are used up they mean "busy", not a bug.
const GAVE_UP = new Set([1, 2, 4, 8, 10, 13, 14]);
const isGaveUp = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  const message = (err as { message?: unknown }).message;
  return (
    (typeof code === 'number' && GAVE_UP.has(code)) ||
    (code === 3 && typeof message === 'string' && /transaction has expired/.test(message))
  );
};

// More than the SDK's default of 5: a popular date with many buyers at once must end
// in 201s and 409s, and each attempt backs off, so this is a short wait at worst.
const MAX_ATTEMPTS = 20;

/**
 * Reads the booking id, the date, its type and (optionally) the newsletter signup in
 * one transaction, lets `decide` choose what to write, and writes it all atomically:
 * the booking, the date's places, the signup and the outbox mail commit together or not at all.
 */
export async function runBookingTransaction<T>(
  keys: BookingKeys,
  decide: (reads: BookingReads) => Promise<BookingDecision<T>> | BookingDecision<T>,
): Promise<T> {
  const dateRef = scheduledWorkshopRef(keys.scheduledWorkshopId);
  const ownRef = bookingRef(keys.bookingId);
  const signupRef = keys.signupEmail ? newsletterSignupRef(keys.signupEmail) : undefined;
  try {
    return await db().runTransaction(
      async (tx) => {
        const refs: DocumentReference[] = [ownRef, dateRef, ...(signupRef ? [signupRef] : [])];
        const [ownSnap, dateSnap, signupSnap] = await tx.getAll(...refs);
        countReads(refs.length);
        const existing = ownSnap?.exists ? bookingFrom(ownSnap.data(), ownSnap.id) : null;
        const date = dateSnap ? scheduledWorkshopFrom(dateSnap) : null;
        let type: WorkshopType | null = null;
        if (!existing && date) {
          type = workshopTypeFrom(await tx.get(workshopTypeRef(date.workshop_type)));
          countReads(1);
        }
        const { result, writes } = await decide({
          existing,
          date,
          type,
          signupExists: signupSnap?.exists ?? false,
        });
        if (writes) {
          tx.create(ownRef, writes.booking);
          if (writes.places) tx.update(dateRef, writes.places);
          if (writes.signup && signupRef) tx.create(signupRef, writes.signup);
          for (const mail of writes.mails) addMailInTransaction(tx, mail.id, mail.doc);
        }
        return result;
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  } catch (err) {
    if (isGaveUp(err)) throw new ContentionError(err);
    throw err;
  }
}

export async function updateBooking(id: string, fields: Partial<Booking>) {
  await bookingRef(id).update(fields);
}

import { z } from './zod.js';
import { emailSchema, ukMobileSchema } from './contact.js';
import { GUESTS_REQUIRED } from './messages.js';
import { BOOKING_MESSAGES, MAX_NAME_LENGTH, termsSchema } from './booking.js';
import { MAX_GUESTS_PER_BOOKING } from './guests.js';
import { isPlainLine, UNSAFE_TEXT } from './plain-text.js';
import type { ScheduledWorkshop } from './model.js';

// The waiting list of a full date (docs/product.md#waiting-list).

export type WaitlistStatus =
  'waiting' | 'offered' | 'claimed' | 'expired' | 'left' | 'removed' | 'closed';

export interface WaitlistEntry {
  id: string;
  scheduled_workshop_id: string;
  workshop_type: string;
  workshop_name: string;
  name: string;
  email: string;
  guests: number;
  mobileNumber?: string;
  joinedAt: number;
  termsAcceptedAt: number;
  status: WaitlistStatus;
  /** Places held for the entry while its offer stands. */
  heldPlaces?: number;
  offeredAt?: number;
  offerExpiresAt?: number;
  claimNonce?: string;
  claimTokenHash?: string;
  leaveNonce: string;
  leaveTokenHash: string;
  /** The booking a claimed offer made. */
  bookingId?: string;
  updatedAt?: number;
}

export const WAITLIST_MESSAGES = {
  date: 'Please choose a date for the workshop',
  name: BOOKING_MESSAGES.name,
  placesFree: 'There are places on this date: please book them instead',
  notJoinable: 'This date is not taking a waiting list',
  /** The one answer to a join, whether or not the address was in line already. */
  joined: 'Thank you: we have emailed you your place on the waiting list',
} as const;

/** A group larger than the date itself can never be offered places. */
export function moreGuestsThanTheDateHolds(capacity: number): string {
  return capacity === 1
    ? 'This date takes only 1 guest; please choose 1'
    : `This date takes at most ${capacity} guests; please choose fewer`;
}

/** An offer stands this long (a parameter) but never later than two hours before the start. */
export const OFFER_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const LAST_OFFER_BEFORE_START_MS = 2 * 60 * 60 * 1000;

/** POST /api/join_waitlist, validated like the booking form. */
export const joinWaitlistSchema = z.object({
  scheduled_workshop_id: z
    .string({ error: WAITLIST_MESSAGES.date })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: WAITLIST_MESSAGES.date }),
  name: z
    .string({ error: BOOKING_MESSAGES.name })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.name })
    .max(MAX_NAME_LENGTH, { error: BOOKING_MESSAGES.nameTooLong })
    .refine(isPlainLine, { error: UNSAFE_TEXT }),
  email: emailSchema,
  guests: z
    .number({ error: GUESTS_REQUIRED })
    .int({ error: GUESTS_REQUIRED })
    .min(1, { error: GUESTS_REQUIRED })
    .max(MAX_GUESTS_PER_BOOKING, { error: GUESTS_REQUIRED }),
  mobileNumber: z.union([z.literal(''), ukMobileSchema]).optional(),
  termsAccepted: termsSchema.shape.termsAccepted,
});

/** The join form of one date: no more guests than the date holds. */
export const joinWaitlistSchemaFor = (date: Pick<ScheduledWorkshop, 'guests'>) =>
  joinWaitlistSchema.extend({
    guests: joinWaitlistSchema.shape.guests.max(date.guests, {
      error: moreGuestsThanTheDateHolds(date.guests),
    }),
  });

export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;
export type JoinWaitlistBody = z.input<typeof joinWaitlistSchema>;

/** An entry without the secrets of its links (they stay on the server): as staff and exports see it. */
export const withoutLinkSecrets = ({
  claimNonce: _c,
  claimTokenHash: _h,
  leaveNonce: _l,
  leaveTokenHash: _t,
  ...entry
}: WaitlistEntry) => entry;

export const isActiveEntry = (e: Pick<WaitlistEntry, 'status'>) =>
  e.status === 'waiting' || e.status === 'offered';

/** The line in order of joining (earliest first). */
export const inLine = <E extends WaitlistEntry>(entries: E[]) =>
  entries.filter(isActiveEntry).sort((a, b) => a.joinedAt - b.joinedAt || a.id.localeCompare(b.id));

/** 1 for the first in line. */
export function positionOf(entry: WaitlistEntry, entries: WaitlistEntry[]): number {
  return inLine(entries).findIndex((e) => e.id === entry.id) + 1;
}

/** When an offer made now runs out; null when it is too late to offer at all. */
export function offerDeadline(
  now: number,
  date: Pick<ScheduledWorkshop, 'date_of_workshop'>,
  validityMs = OFFER_VALIDITY_MS,
): number | null {
  const deadline = Math.min(now + validityMs, date.date_of_workshop - LAST_OFFER_BEFORE_START_MS);
  return deadline > now ? deadline : null;
}

/**
 * Who gets an offer of `free` places: in order of joining, each waiting entry whose guests fit
 * what is still free; an entry that does not fit keeps its place in line.
 */
export function entriesToOffer<E extends WaitlistEntry>(entries: E[], free: number): E[] {
  const offers: E[] = [];
  let left = free;
  for (const entry of inLine(entries)) {
    if (entry.status !== 'waiting' || entry.guests > left) continue;
    offers.push(entry);
    left -= entry.guests;
  }
  return offers;
}

/** GET /api/claim_offer/:token: the places held for the visitor, and until when. */
export interface OfferView {
  name: string;
  email: string;
  mobileNumber?: string;
  guests: number;
  workshopName: string;
  workshopType: string;
  date: ScheduledWorkshop;
  expiresAt: number;
  /** The workshop's price of one place and the guests' total, in pounds, as a claim books them. */
  unitPrice: number;
  totalPrice: number;
}

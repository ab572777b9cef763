import { unitPrice } from '../../domain/booking.js';
import type { ScheduledWorkshop } from '../../domain/model.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { type PlaceFields, placesAfter } from '../../domain/places.js';
import {
  entriesToOffer,
  isActiveEntry,
  offerDeadline,
  type WaitlistEntry,
} from '../../domain/waitlist.js';
import type { GuardedCommit } from '../../lib/guarded-commit.js';
import { linkToken, newLink } from '../../lib/link-tokens.js';
import { siteLink, type WaitlistMailContext, waitlistOfferMail } from '../../lib/mail/templates.js';
import { signupsOf, unsubscribeUrl } from '../newsletter/index.js';
import { typeOfDate } from '../schedule/index.js';
import { entryDocs, lineOfDate } from './waitlist.repository.js';

// Freed places go to the waiting list in the same guarded commit as the change that frees them
// (docs/product.md#waiting-list): a cancel, a move away, fewer guests, a capacity raise, an
// offer that runs out or is given up. Every such change reads the date's line first
// (readLine, in the read phase), then lets offerFreedPlaces hold places and queue the emails.

/**
 * An entry of a line as read, with its address's unsubscribe link if it is on the newsletter and
 * the price of one place on the date, which an offer's email tells (NaN when it could not be read).
 */
export type LineEntry = WaitlistEntry & { unsubscribeUrl?: string | null; unitPrice?: number };

/**
 * The date's line (and the newsletter signups of those still in it, for their emails' unsubscribe
 * link, and the date's type for an offer's price, when anyone is in line); call it while reading,
 * before the commit queues any write.
 */
export async function readLine(
  commit: GuardedCommit,
  date: Pick<ScheduledWorkshop, 'id' | 'workshop_type'>,
): Promise<LineEntry[]> {
  const entries = await lineOfDate(commit, date.id);
  const inLine = entries.filter(isActiveEntry).map((e) => e.email);
  if (inLine.length === 0) return entries;
  const signups = await signupsOf(commit, inLine);
  const type = await typeOfDate(commit, date);
  const each = type ? unitPrice(type) : Number.NaN;
  return entries.map((e) => ({
    ...e,
    unsubscribeUrl: unsubscribeUrl(signups.get(e.email)),
    unitPrice: each,
  }));
}

export const leaveUrl = (entry: Pick<WaitlistEntry, 'id' | 'leaveNonce'>) =>
  siteLink(`/leave_waitlist/${linkToken('leave', entry.id, entry.leaveNonce)}`);

export function mailContext(
  studio: StudioDetails,
  entry: LineEntry,
  date: Pick<ScheduledWorkshop, 'day' | 'date' | 'month' | 'year' | 'time'>,
): WaitlistMailContext {
  return {
    studio,
    entry,
    date,
    workshopName: entry.workshop_name,
    leaveUrl: leaveUrl(entry),
    unsubscribeUrl: entry.unsubscribeUrl ?? null,
  };
}

/**
 * Holds the places free in `after` for the waiting entries they fit, in order of joining, and
 * queues their offers (a claim link valid 24 hours, never later than 2 hours before the start).
 * Returns the date's place fields with the holds, to write in place of `after`.
 */
export function offerFreedPlaces(
  commit: GuardedCommit,
  date: ScheduledWorkshop,
  after: PlaceFields,
  line: LineEntry[],
  studio: StudioDetails,
): PlaceFields {
  const now = commit.now;
  if (after.closed || after.status === 'cancelled') return after;
  const deadline = offerDeadline(now, date);
  if (deadline === null || after.guest_slots_remaining === 0) return after;
  const offers = entriesToOffer(line, after.guest_slots_remaining);
  if (offers.length === 0) return after;
  let held = 0;
  for (const entry of offers) {
    const claim = newLink('claim', entry.id);
    entryDocs.update(commit, entry.id, {
      status: 'offered',
      offeredAt: now,
      offerExpiresAt: deadline,
      heldPlaces: entry.guests,
      claimNonce: claim.nonce,
      claimTokenHash: claim.hash,
      updatedAt: now,
    });
    held += entry.guests;
    commit.enqueueMail(
      `${entry.id}-offer-${now}`,
      waitlistOfferMail({
        ...mailContext(studio, entry, date),
        unitPrice: entry.unitPrice ?? Number.NaN,
        claimUrl: siteLink(`/claim_offer/${claim.token}`),
        expiresAt: deadline,
      }),
    );
  }
  return placesAfter(after, { held });
}

/**
 * Ends an entry's standing in line (it left, staff removed it, its offer ran out, the date was
 * cancelled): its held places are released into `after`, which is returned.
 */
export function endEntry(
  commit: GuardedCommit,
  entry: WaitlistEntry,
  status: 'left' | 'removed' | 'expired' | 'closed',
  after: PlaceFields,
): PlaceFields {
  if (!isActiveEntry(entry)) return after;
  const release = entry.status === 'offered' ? (entry.heldPlaces ?? entry.guests) : 0;
  entryDocs.update(commit, entry.id, { status, updatedAt: commit.now });
  return release ? placesAfter(after, { held: -release }) : after;
}

/** A cancelled date's line closes: every entry leaves it and the places held for offers go. */
export const closeLine = (commit: GuardedCommit, line: WaitlistEntry[], places: PlaceFields) =>
  line.reduce((after, entry) => endEntry(commit, entry, 'closed', after), places);

import type { MailDoc, ScheduledWorkshop } from '../../domain/model.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { type PlaceFields, placesAfter } from '../../domain/places.js';
import {
  entriesToOffer,
  isActiveEntry,
  offerDeadline,
  OFFER_VALIDITY_MS,
  type WaitlistEntry,
} from '../../domain/waitlist.js';
import { refs } from '../../lib/firestore.js';
import type { GuardedCommit } from '../../lib/guarded-commit.js';
import { linkToken, newLink } from '../../lib/link-tokens.js';
import { pendingMail } from '../../lib/mail/outbox.js';
import {
  siteLink,
  type WaitlistMailContext,
  waitlistOfferExpiredMail,
  waitlistOfferMail,
} from '../../lib/mail/templates.js';
import { unsubscribeUrl } from '../newsletter/newsletter.service.js';
import { waitlistOfDateQuery } from './waitlist.repository.js';

// Freed places go to the waiting list in the same guarded commit as the change that frees them
// (docs/product.md#waiting-list): a cancel, a move away, fewer guests, a capacity raise, an
// offer that runs out or is given up. Every such change reads the date's line first
// (readLine, in the read phase), then lets offerFreedPlaces hold places and queue the emails.

export type Mail = { id: string; doc: MailDoc };

/** An entry of a line as read, with its address's unsubscribe link if it is on the newsletter. */
export type LineEntry = WaitlistEntry & { unsubscribeUrl?: string | null };

/**
 * The date's line (and the newsletter signups of those still in it, for their emails' unsubscribe
 * link); call it while reading, before the commit queues any write.
 */
export async function readLine(
  commit: GuardedCommit,
  scheduledWorkshopId: string,
): Promise<LineEntry[]> {
  const entries = await commit.query(waitlistOfDateQuery(scheduledWorkshopId));
  const active = entries.filter(isActiveEntry);
  const emails = [...new Set(active.map((e) => e.email))];
  const signups = await commit.getAll(...emails.map((email) => refs.newsletterSignup(email)));
  const links = new Map(signups.filter((s) => s !== null).map((s) => [s.email, unsubscribeUrl(s)]));
  return entries.map((e) => ({ ...e, unsubscribeUrl: links.get(e.email) ?? null }));
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
  now: number,
  mails: Mail[],
  studio: StudioDetails,
  validityMs = OFFER_VALIDITY_MS,
): PlaceFields {
  if (after.closed || after.status === 'cancelled') return after;
  const deadline = offerDeadline(now, date, validityMs);
  if (deadline === null || after.guest_slots_remaining === 0) return after;
  const offers = entriesToOffer(line, after.guest_slots_remaining);
  if (offers.length === 0) return after;
  let held = 0;
  for (const entry of offers) {
    const claim = newLink('claim', entry.id);
    commit.update(refs.waitlistEntry(entry.id), {
      status: 'offered',
      offeredAt: now,
      offerExpiresAt: deadline,
      heldPlaces: entry.guests,
      claimNonce: claim.nonce,
      claimTokenHash: claim.hash,
      updatedAt: now,
    });
    held += entry.guests;
    const mail = waitlistOfferMail({
      ...mailContext(studio, entry, date),
      claimUrl: siteLink(`/claim_offer/${claim.token}`),
      expiresAt: deadline,
    });
    const id = `${entry.id}-offer-${now}`;
    mails.push({ id, doc: pendingMail(mail, now) });
    commit.create(refs.mail(id), pendingMail(mail, now));
  }
  return placesAfter(after, { held });
}

/**
 * Ends an entry's standing in line (it left, staff removed it, its offer ran out, the date was
 * cancelled): its held places are released into `after`, which is returned. With `expired`,
 * the entry gets the "offer has run out" email.
 */
export function endEntry(
  commit: GuardedCommit,
  entry: LineEntry,
  status: 'left' | 'removed' | 'expired' | 'closed',
  after: PlaceFields,
  date: ScheduledWorkshop,
  now: number,
  mails: Mail[],
  studio: StudioDetails,
): PlaceFields {
  if (!isActiveEntry(entry)) return after;
  const release = entry.status === 'offered' ? (entry.heldPlaces ?? entry.guests) : 0;
  commit.update(refs.waitlistEntry(entry.id), { status, updatedAt: now });
  if (status === 'expired') {
    const id = `${entry.id}-expired-${now}`;
    const doc = pendingMail(waitlistOfferExpiredMail(mailContext(studio, entry, date)), now);
    mails.push({ id, doc });
    commit.create(refs.mail(id), doc);
  }
  return release ? placesAfter(after, { held: -release }) : after;
}

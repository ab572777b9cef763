import { createHash } from 'node:crypto';
import type { WaitlistRow } from '../../domain/contracts/waitlist.js';
import { unitPrice } from '../../domain/booking.js';
import type { Booking } from '../../domain/model.js';
import { UNKNOWN_DATE } from '../../domain/messages.js';
import { totalPrice } from '../../domain/price.js';
import {
  bookablePlaces,
  isBookableType,
  isCancelledDate,
  placesAfter,
} from '../../domain/places.js';
import {
  type OfferView,
  inLine,
  isActiveEntry,
  type JoinWaitlistInput,
  joinWaitlistSchemaFor,
  positionOf,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
  withoutLinkSecrets,
} from '../../domain/waitlist.js';
import {
  type Actor,
  changedFields,
  type GuardedCommit,
  guardedCommit,
} from '../../lib/guarded-commit.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { parse } from '../../lib/validate.js';
import { isTokenShaped, matchesHash, newLink, tokenHash } from '../../lib/link-tokens.js';
import { loadMailRendering } from '../../lib/mail/rendering.js';
import { waitlistJoinedMail, waitlistOfferExpiredMail } from '../../lib/mail/templates.js';
import { getStudio } from '../content/index.js';
import { signupOf, unsubscribeUrl } from '../newsletter/index.js';
import { dateOf, typeOfDate, updateDate } from '../schedule/index.js';
import { endEntry, mailContext, offerFreedPlaces, readLine } from './waitlist-offers.js';
import {
  entryByLinkHash,
  entryDocs,
  listActiveEntries,
  listEntriesOfDate,
  listExpiredOffers,
} from './waitlist.repository.js';

export const WAITLIST_ERRORS = {
  unknownLink: 'Sorry, this link is not valid',
  offerGone: 'Sorry, this offer is no longer open: it ran out, was already used or was withdrawn',
  unknownEntry: 'There is no waiting-list entry with this id',
} as const;

/** 410: an offer that ran out, was used or withdrawn never books. */
const gone = () => new HttpError(410, WAITLIST_ERRORS.offerGone);

/** One entry per email on a date: the same address joining again finds the same document. */
export const entryIdOf = (scheduledWorkshopId: string, email: string) =>
  createHash('sha256')
    .update(`${scheduledWorkshopId}:${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 40);

/**
 * POST /api/join_waitlist: a full date (or one with fewer places than wanted) takes a line.
 * The same email on the same date again is the same entry. Either way the answer is the same
 * and the position goes only in the email, so the answer never tells whether an address is in
 * line (docs/product.md#waiting-list); every check comes before that question.
 */
export async function joinWaitlist(
  input: JoinWaitlistInput,
  now = Date.now(),
): Promise<{ position: number; created: boolean }> {
  const id = entryIdOf(input.scheduled_workshop_id, input.email);
  const studio = await getStudio();
  return guardedCommit(async (commit) => {
    const [date, existing] = await Promise.all([
      dateOf(commit, input.scheduled_workshop_id),
      entryDocs.get(commit, id),
    ]);
    if (!date) throw notFound(UNKNOWN_DATE);
    if (isCancelledDate(date) || !(date.date_of_workshop > now)) {
      throw conflict(WAITLIST_MESSAGES.notJoinable);
    }
    parse(joinWaitlistSchemaFor(date), input);
    const line = await readLine(commit, date);
    const signup = await signupOf(commit, input.email);
    const type = await typeOfDate(commit, date);
    if (!isBookableType(type)) throw conflict(WAITLIST_MESSAGES.notJoinable);
    if (bookablePlaces(date) >= input.guests) throw conflict(WAITLIST_MESSAGES.placesFree);
    if (existing && isActiveEntry(existing)) {
      // Already in line: told again by email (as it stands: its own name and group), counted
      // against the address's allowance like a first join.
      const position = positionOf(existing, line);
      commit.enqueueMail(
        `${id}-joined-${now}`,
        waitlistJoinedMail({
          ...mailContext(studio, { ...existing, unsubscribeUrl: unsubscribeUrl(signup) }, date),
          position,
        }),
      );
      return { position, created: false };
    }
    const leave = newLink('leave', id);
    const entry: WaitlistEntry = {
      id,
      scheduled_workshop_id: date.id,
      workshop_type: date.workshop_type,
      workshop_name: type?.name ?? date.workshop_type,
      name: input.name,
      email: input.email,
      guests: input.guests,
      ...(input.mobileNumber ? { mobileNumber: input.mobileNumber } : {}),
      joinedAt: now,
      termsAcceptedAt: now,
      status: 'waiting',
      leaveNonce: leave.nonce,
      leaveTokenHash: leave.hash,
    };
    // Someone who left (or whose offer ran out) joins again at the back of the line.
    entryDocs.replace(commit, id, entry, existing);
    const position = inLine([...line.filter((e) => e.id !== id), entry]).length;
    const own = { ...entry, unsubscribeUrl: unsubscribeUrl(signup) };
    commit.enqueueMail(
      `${id}-joined-${now}`,
      waitlistJoinedMail({ ...mailContext(studio, own, date), position }),
    );
    return { position, created: true };
  }, now);
}

/** Finds the entry a secret link names (404 when none: nothing about it is revealed). */
async function entryOfLink(
  commit: GuardedCommit,
  token: unknown,
  purpose: 'claim' | 'leave',
): Promise<WaitlistEntry> {
  if (!isTokenShaped(token)) throw notFound(WAITLIST_ERRORS.unknownLink);
  const entry = await entryByLinkHash(commit, purpose, tokenHash(token));
  const stored = purpose === 'claim' ? entry?.claimTokenHash : entry?.leaveTokenHash;
  if (!entry || !matchesHash(token, stored)) throw notFound(WAITLIST_ERRORS.unknownLink);
  return entry;
}

const offerOpen = (entry: WaitlistEntry, now: number) =>
  entry.status === 'offered' && (entry.offerExpiresAt ?? 0) > now;

/** GET /api/claim_offer/{token}: the offer the link holds, while it stands (410 after). */
export async function viewOffer(token: unknown, now = Date.now()): Promise<OfferView> {
  return guardedCommit(async (commit) => {
    const entry = await entryOfLink(commit, token, 'claim');
    if (!offerOpen(entry, now)) throw gone();
    const date = await dateOf(commit, entry.scheduled_workshop_id);
    if (!date) throw gone();
    // The visitor is told the total before booking it (docs/product.md#waiting-list).
    const type = await typeOfDate(commit, date);
    if (!type) throw gone();
    const each = unitPrice(type);
    return {
      name: entry.name,
      email: entry.email,
      ...(entry.mobileNumber ? { mobileNumber: entry.mobileNumber } : {}),
      guests: entry.guests,
      workshopName: entry.workshop_name,
      workshopType: entry.workshop_type,
      date,
      expiresAt: entry.offerExpiresAt ?? now,
      unitPrice: each,
      totalPrice: totalPrice(each, entry.guests),
    };
  }, now);
}

/**
 * The waiting list's part in claiming an offer by its link (the booking commit books the held
 * places): the entry the link names (404 when none), a read for the booking's commit that
 * refuses an offer no longer open (410: it never books), and the write there that marks the
 * entry claimed by the booking.
 */
export async function offerClaim(token: unknown, now: number) {
  const found = await guardedCommit((commit) => entryOfLink(commit, token, 'claim'), now);
  let entry = found;
  return {
    entry: found,
    read: async (commit: GuardedCommit) => {
      entry = (await entryDocs.get(commit, found.id)) ?? found;
      if (!offerOpen(entry, now)) throw gone();
    },
    write: (commit: GuardedCommit, booking: Booking) =>
      entryDocs.update(commit, entry.id, {
        status: 'claimed',
        bookingId: booking.id,
        updatedAt: now,
      }),
  };
}

/** Releases an entry's standing and offers whatever it held to the next in line. */
async function endAndOffer(
  entryId: string,
  status: 'left' | 'removed' | 'expired',
  now: number,
  actor?: Actor,
  token?: unknown,
): Promise<WaitlistEntry> {
  const studio = await getStudio();
  return guardedCommit(async (commit) => {
    const entry = token
      ? await entryOfLink(commit, token, 'leave')
      : await entryDocs.get(commit, entryId);
    if (!entry) throw notFound(WAITLIST_ERRORS.unknownEntry);
    const stillOpen = entry.status !== 'offered' || offerOpen(entry, now);
    if (!isActiveEntry(entry) || (status === 'expired' && stillOpen)) return entry;
    const date = await dateOf(commit, entry.scheduled_workshop_id);
    const line = date ? await readLine(commit, date) : [];
    if (!date) {
      entryDocs.update(commit, entry.id, { status, updatedAt: now });
      return { ...entry, status };
    }
    const released = endEntry(commit, entry, status, placesAfter(date));
    if (status === 'expired') {
      commit.enqueueMail(
        `${entry.id}-expired-${now}`,
        waitlistOfferExpiredMail(mailContext(studio, entry, date)),
      );
    }
    const rest = line.filter((e) => e.id !== entry.id);
    updateDate(commit, date.id, offerFreedPlaces(commit, date, released, rest, studio));
    if (actor) {
      const diff = changedFields({ status: entry.status }, { status });
      commit.audit(
        actor,
        'remove_waitlist_entry',
        entryDocs.target(entry.id),
        diff.before,
        diff.after,
      );
    }
    return { ...entry, status };
  }, now);
}

/** POST /api/leave_waitlist/{token}: the visitor leaves; leaving twice changes nothing. */
export async function leaveWaitlist(token: unknown, now = Date.now()) {
  const entry = await endAndOffer('', 'left', now, undefined, token);
  return { status: entry.status, workshopName: entry.workshop_name };
}

/** POST /api/remove_waitlist_entry: staff take an entry out of the line (answered as a row). */
export const removeWaitlistEntry = async (
  id: string,
  actor: Actor,
  now = Date.now(),
): Promise<WaitlistRow> => withoutLinkSecrets(await endAndOffer(id, 'removed', now, actor));

/**
 * POST /api/offer_waitlist_places: staff send the next offers now, for places that are free
 * on the date (after a change that did not go through the line, say).
 */
export async function offerNow(scheduledWorkshopId: string, actor: Actor, now = Date.now()) {
  const studio = await getStudio();
  const offered = await guardedCommit(async (commit) => {
    const date = await dateOf(commit, scheduledWorkshopId);
    if (!date) throw notFound(UNKNOWN_DATE);
    const line = await readLine(commit, date);
    const before = placesAfter(date);
    const after = offerFreedPlaces(commit, date, before, line, studio);
    if (after.places_held !== before.places_held) {
      updateDate(commit, date.id, after);
      commit.audit(
        actor,
        'offer_waitlist_places',
        { collection: 'scheduled_workshops', id: date.id },
        { places_held: before.places_held },
        { places_held: after.places_held },
      );
    }
    // Each offer is one email.
    return commit.queuedMail.length;
  }, now);
  return { offered };
}

/**
 * The job every 15 minutes: offers whose time ran out expire (their places are released and
 * offered to the next in line, in the same commit). Returns the entries expired.
 */
export async function expireOffers(now = Date.now()): Promise<string[]> {
  // It may write emails: their renderers load first (lib/mail/rendering.ts).
  await loadMailRendering();
  const due = await listExpiredOffers(now);
  const expired: string[] = [];
  for (const entry of due) {
    const after = await endAndOffer(entry.id, 'expired', now);
    if (after.status === 'expired') expired.push(entry.id);
  }
  return expired;
}

/** GET /api/waitlist: every date's line (or one date's), oldest first, for staff. */
export async function waitlistForAdmin(scheduledWorkshopId?: string): Promise<WaitlistRow[]> {
  const entries = scheduledWorkshopId
    ? await listEntriesOfDate(scheduledWorkshopId)
    : await listActiveEntries();
  return entries
    .map(withoutLinkSecrets)
    .sort(
      (a, b) =>
        a.scheduled_workshop_id.localeCompare(b.scheduled_workshop_id) || a.joinedAt - b.joinedAt,
    );
}

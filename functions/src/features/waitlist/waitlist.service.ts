import { createHash } from 'node:crypto';
import type { ClaimOfferInput } from '../../domain/booking.js';
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
  positionOf,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
} from '../../domain/waitlist.js';
import { refs } from '../../lib/firestore.js';
import {
  type Actor,
  changedFields,
  type GuardedCommit,
  guardedCommit,
} from '../../lib/guarded-commit.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { isTokenShaped, matchesHash, newLink, tokenHash } from '../../lib/link-tokens.js';
import { deliverSoon } from '../../lib/mail/delivery.js';
import { pendingMail } from '../../lib/mail/outbox.js';
import { waitlistJoinedMail } from '../../lib/mail/templates.js';
import { getStudio } from '../content/content.service.js';
import { unsubscribeUrl } from '../newsletter/newsletter.service.js';
import {
  BOOKING_ERRORS,
  createBooking,
  type CreateBookingResult,
  requestHashOf,
} from '../bookings/bookings.service.js';
import { endEntry, type Mail, mailContext, offerFreedPlaces, readLine } from './waitlist-offers.js';
import {
  entryByClaimHashQuery,
  entryByLeaveHashQuery,
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
 * The same email on the same date again is the same entry (200 with its position).
 */
export async function joinWaitlist(
  input: JoinWaitlistInput,
  now = Date.now(),
): Promise<{ position: number; created: boolean }> {
  const id = entryIdOf(input.scheduled_workshop_id, input.email);
  const studio = await getStudio();
  const { position, created, mails } = await guardedCommit(async (commit) => {
    const dateRef = refs.scheduledWorkshop(input.scheduled_workshop_id);
    const [date, existing] = await commit.getAll(dateRef, refs.waitlistEntry(id));
    if (!date) throw notFound(BOOKING_ERRORS.unknownDate);
    if (isCancelledDate(date) || !(date.date_of_workshop > now)) {
      throw conflict(WAITLIST_MESSAGES.notJoinable);
    }
    const line = await readLine(commit, date.id);
    const signup = await commit.get(refs.newsletterSignup(input.email));
    if (existing && isActiveEntry(existing)) {
      return { position: positionOf(existing, line), created: false, mails: [] };
    }
    const type = await commit.get(refs.workshopType(date.workshop_type));
    if (!isBookableType(type)) throw conflict(WAITLIST_MESSAGES.notJoinable);
    if (bookablePlaces(date) >= input.guests) throw conflict(WAITLIST_MESSAGES.placesFree);
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
    commit.replace(refs.waitlistEntry(id), entry, existing);
    const position = inLine([...line.filter((e) => e.id !== id), entry]).length;
    const own = { ...entry, unsubscribeUrl: unsubscribeUrl(signup) };
    const doc = pendingMail(
      waitlistJoinedMail({ ...mailContext(studio, own, date), position }),
      now,
    );
    const mail = { id: `${id}-joined-${now}`, doc };
    commit.create(refs.mail(mail.id), doc);
    return { position, created: true, mails: [mail] };
  }, now);
  await deliverSoon(mails);
  return { position, created };
}

/** Finds the entry a secret link names (404 when none: nothing about it is revealed). */
async function entryOfLink(
  commit: GuardedCommit,
  token: unknown,
  purpose: 'claim' | 'leave',
): Promise<WaitlistEntry> {
  if (!isTokenShaped(token)) throw notFound(WAITLIST_ERRORS.unknownLink);
  const hash = tokenHash(token);
  const query = purpose === 'claim' ? entryByClaimHashQuery(hash) : entryByLeaveHashQuery(hash);
  const [entry] = await commit.query(query);
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
    const date = await commit.get(refs.scheduledWorkshop(entry.scheduled_workshop_id));
    if (!date) throw gone();
    return {
      name: entry.name,
      email: entry.email,
      ...(entry.mobileNumber ? { mobileNumber: entry.mobileNumber } : {}),
      guests: entry.guests,
      workshopName: entry.workshop_name,
      workshopType: entry.workshop_type,
      date,
      expiresAt: entry.offerExpiresAt ?? now,
    };
  }, now);
}

/**
 * POST /api/claim_waitlist_offer/{token}: books the held places through the booking commit,
 * in the same commit as the entry's claim. An offer that ran out, was used or withdrawn is 410
 * and never books; the same request again (a double click) answers the booking it made.
 */
export async function claimOffer(
  token: unknown,
  input: ClaimOfferInput,
  now = Date.now(),
): Promise<CreateBookingResult> {
  const found = await guardedCommit((commit) => entryOfLink(commit, token, 'claim'), now);
  let entry = found;
  return createBooking(
    { ...input, scheduled_workshop_id: found.scheduled_workshop_id, guests: found.guests },
    {
      takePlaces: true,
      allowOverbooking: false,
      sendEmails: true,
      source: 'web',
      requestHash: requestHashOf({ ...input, claim: found.id }),
      heldForIt: found.heldPlaces ?? found.guests,
      now,
      extra: {
        read: async (commit) => {
          entry = (await commit.get(refs.waitlistEntry(found.id))) ?? found;
          if (!offerOpen(entry, now)) throw gone();
        },
        write: (commit, booking) =>
          commit.update(refs.waitlistEntry(entry.id), {
            status: 'claimed',
            bookingId: booking.id,
            updatedAt: now,
          }),
      },
    },
  );
}

/** Releases an entry's standing and offers whatever it held to the next in line. */
async function endAndOffer(
  entryId: string,
  status: 'left' | 'removed' | 'expired',
  now: number,
  actor?: Actor,
  token?: unknown,
): Promise<WaitlistEntry> {
  const mails: Mail[] = [];
  const studio = await getStudio();
  const result = await guardedCommit(async (commit) => {
    mails.length = 0;
    const entry = token
      ? await entryOfLink(commit, token, 'leave')
      : await commit.get(refs.waitlistEntry(entryId));
    if (!entry) throw notFound(WAITLIST_ERRORS.unknownEntry);
    const stillOpen = entry.status !== 'offered' || offerOpen(entry, now);
    if (!isActiveEntry(entry) || (status === 'expired' && stillOpen)) return entry;
    const dateRef = refs.scheduledWorkshop(entry.scheduled_workshop_id);
    const date = await commit.get(dateRef);
    const line = date ? await readLine(commit, date.id) : [];
    if (!date) {
      commit.update(refs.waitlistEntry(entry.id), { status, updatedAt: now });
      return { ...entry, status };
    }
    const released = endEntry(commit, entry, status, placesAfter(date), date, now, mails, studio);
    const rest = line.filter((e) => e.id !== entry.id);
    commit.update(dateRef, offerFreedPlaces(commit, date, released, rest, now, mails, studio));
    if (actor) {
      const diff = changedFields({ status: entry.status }, { status });
      commit.audit(
        actor,
        'remove_waitlist_entry',
        { collection: 'waitlist', id: entry.id },
        diff.before,
        diff.after,
      );
    }
    return { ...entry, status };
  }, now);
  await deliverSoon(mails);
  return result;
}

/** POST /api/leave_waitlist/{token}: the visitor leaves; leaving twice changes nothing. */
export async function leaveWaitlist(token: unknown, now = Date.now()) {
  const entry = await endAndOffer('', 'left', now, undefined, token);
  return { status: entry.status, workshopName: entry.workshop_name };
}

/** POST /api/remove_waitlist_entry: staff take an entry out of the line. */
export const removeWaitlistEntry = (id: string, actor: Actor, now = Date.now()) =>
  endAndOffer(id, 'removed', now, actor);

/**
 * POST /api/offer_waitlist_places: staff send the next offers now, for places that are free
 * on the date (after a change that did not go through the line, say).
 */
export async function offerNow(scheduledWorkshopId: string, actor: Actor, now = Date.now()) {
  const mails: Mail[] = [];
  const studio = await getStudio();
  const offered = await guardedCommit(async (commit) => {
    mails.length = 0;
    const dateRef = refs.scheduledWorkshop(scheduledWorkshopId);
    const date = await commit.get(dateRef);
    if (!date) throw notFound(BOOKING_ERRORS.unknownDate);
    const line = await readLine(commit, date.id);
    const before = placesAfter(date);
    const after = offerFreedPlaces(commit, date, before, line, now, mails, studio);
    if (after.places_held !== before.places_held) {
      commit.update(dateRef, after);
      commit.audit(
        actor,
        'offer_waitlist_places',
        { collection: 'scheduled_workshops', id: date.id },
        { places_held: before.places_held },
        { places_held: after.places_held },
      );
    }
    return mails.length;
  }, now);
  await deliverSoon(mails);
  return { offered };
}

/**
 * The job every 15 minutes: offers whose time ran out expire (their places are released and
 * offered to the next in line, in the same commit). Returns the entries expired.
 */
export async function expireOffers(now = Date.now()): Promise<string[]> {
  const due = await listExpiredOffers(now);
  const expired: string[] = [];
  for (const entry of due) {
    const after = await endAndOffer(entry.id, 'expired', now);
    if (after.status === 'expired') expired.push(entry.id);
  }
  return expired;
}

/** GET /api/waitlist: every date's line (or one date's), oldest first, for staff. */
export async function waitlistForAdmin(scheduledWorkshopId?: string): Promise<WaitlistEntry[]> {
  const entries = scheduledWorkshopId
    ? await listEntriesOfDate(scheduledWorkshopId)
    : await listActiveEntries();
  return entries
    .map(
      ({ claimNonce: _c, claimTokenHash: _h, leaveNonce: _l, leaveTokenHash: _t, ...rest }) =>
        rest as WaitlistEntry,
    )
    .sort(
      (a, b) =>
        a.scheduled_workshop_id.localeCompare(b.scheduled_workshop_id) || a.joinedAt - b.joinedAt,
    );
}

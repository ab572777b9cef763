import { NEWSLETTER_CONSENT } from '../../domain/booking.js';
import type { ListedSignup } from '../../domain/contracts/newsletter.js';
import type { NewsletterSignup } from '../../domain/model.js';
import { confirmed, hasLapsed, isConfirmed } from '../../domain/newsletter.js';
import { type Actor, type GuardedCommit, guardedCommit } from '../../lib/guarded-commit.js';
import { notFound } from '../../lib/http-errors.js';
import {
  isTokenShaped,
  linkToken,
  matchesHash,
  newLink,
  tokenHash,
} from '../../lib/link-tokens.js';
import { siteLink } from '../../lib/mail/templates.js';
import {
  listNewsletterSignups,
  listPendingSignups,
  newsletterSignupId,
  signupByLinkHash,
  signupDocs,
} from './newsletter.repository.js';

// The newsletter list (docs/product.md#newsletter): a signup is asked for with a booking and
// joins the list only when its address confirms it from an email (double opt-in); consent is
// recorded with each signup, every email to a confirmed address carries an unsubscribe link,
// and staff can remove a signup.

export const NEWSLETTER_ERRORS = {
  unknownLink: 'This link is not valid, or you have already unsubscribed',
  unknownConfirmLink:
    'This link is not valid, or it has run out; tick the newsletter box when you next book to ask again',
  unknownSignup: 'There is no newsletter signup for this email address',
} as const;

/** Every signup, newest first: the email, when it was added and the consent recorded. */
export function newsletterSignups(): Promise<ListedSignup[]> {
  return listNewsletterSignups();
}

/**
 * The signup's own unsubscribe link (absolute, for emails), once it is on the list: an address
 * that has not confirmed gets no newsletter, so its emails offer no way out of one.
 */
export function unsubscribeUrl(signup: NewsletterSignup | null | undefined): string | null {
  if (!signup?.unsubscribeNonce || !isConfirmed(signup)) return null;
  const token = linkToken('unsubscribe', newsletterSignupId(signup.email), signup.unsubscribeNonce);
  return siteLink(`/newsletter_unsubscribe/${token}`);
}

/** The link that confirms a request (absolute, for its email), while it waits for it. */
export function confirmUrl(signup: NewsletterSignup): string | null {
  if (!signup.confirmNonce || isConfirmed(signup)) return null;
  const token = linkToken('confirm', newsletterSignupId(signup.email), signup.confirmNonce);
  return siteLink(`/newsletter_confirm/${token}`);
}

/** An address's signup, read in a guarded commit (null without an address or a signup). */
export const signupOf = (commit: GuardedCommit, email: string | undefined) =>
  email ? signupDocs.get(commit, email) : Promise.resolve(null);

/** The signups of those addresses that are on the list, by address, read in a guarded commit. */
export async function signupsOf(commit: GuardedCommit, emails: string[]) {
  const found = await signupDocs.getMany(commit, [...new Set(emails.filter(Boolean))]);
  return new Map(found.filter((s): s is NewsletterSignup => s !== null).map((s) => [s.email, s]));
}

/**
 * A booking's request for the newsletter, unless the address has one that still counts (on the
 * list, or waiting for its confirmation): pending, with the consent it asked with, its
 * confirmation link and the unsubscribe link it will have.
 */
export function signupFromBooking(
  email: string,
  bookingId: string,
  existing: NewsletterSignup | null,
  now: number,
): NewsletterSignup | undefined {
  if (existing && !hasLapsed(existing, now)) return undefined;
  const id = newsletterSignupId(email);
  const confirm = newLink('confirm', id);
  const unsubscribe = newLink('unsubscribe', id);
  return {
    email,
    added_date: now,
    status: 'pending',
    consent: { at: now, source: 'booking', bookingId, wording: NEWSLETTER_CONSENT },
    confirmNonce: confirm.nonce,
    confirmTokenHash: confirm.hash,
    unsubscribeNonce: unsubscribe.nonce,
    unsubscribeTokenHash: unsubscribe.hash,
  };
}

/** Stores a new request in the guarded commit that read the address's signup (`previous`). */
export const addSignup = (
  commit: GuardedCommit,
  signup: NewsletterSignup,
  previous: NewsletterSignup | null,
) =>
  previous
    ? signupDocs.replace(commit, signup.email, signup, previous)
    : signupDocs.create(commit, signup.email, signup);

/** Takes an address off the list in a guarded commit; false when it was not on it. */
export async function dropSignup(commit: GuardedCommit, email: string): Promise<boolean> {
  if (!(await signupDocs.get(commit, email))) return false;
  signupDocs.remove(commit, email);
  return true;
}

/** POST /api/newsletter_unsubscribe/{token}: the signup is deleted (404 once it is gone). */
export function unsubscribe(token: unknown) {
  return guardedCommit(async (commit) => {
    if (!isTokenShaped(token)) throw notFound(NEWSLETTER_ERRORS.unknownLink);
    const signup = await signupByLinkHash(commit, 'unsubscribeTokenHash', tokenHash(token));
    if (!signup || !matchesHash(token, signup.unsubscribeTokenHash)) {
      throw notFound(NEWSLETTER_ERRORS.unknownLink);
    }
    signupDocs.remove(commit, signup.email);
    return { unsubscribed: true };
  });
}

/**
 * POST /api/newsletter_confirm/{token}: the request joins the list, its consent recording when
 * and how. The same link again answers the same; one that is not a link, whose request lapsed
 * or was removed, is 404.
 */
export function confirmSignup(token: unknown) {
  return guardedCommit(async (commit) => {
    if (!isTokenShaped(token)) throw notFound(NEWSLETTER_ERRORS.unknownConfirmLink);
    const signup = await signupByLinkHash(commit, 'confirmTokenHash', tokenHash(token));
    if (!signup || !matchesHash(token, signup.confirmTokenHash) || hasLapsed(signup, commit.now)) {
      throw notFound(NEWSLETTER_ERRORS.unknownConfirmLink);
    }
    if (!isConfirmed(signup)) {
      signupDocs.replace(commit, signup.email, confirmed(signup, commit.now), signup);
    }
    return { confirmed: true };
  });
}

/** The daily job: requests never confirmed in time are deleted (docs/product.md#newsletter). */
export async function dropLapsedRequests(now = Date.now()): Promise<number> {
  const lapsed = (await listPendingSignups()).filter((s) => hasLapsed(s, now));
  for (const { email } of lapsed) {
    await guardedCommit(async (commit) => {
      const current = await signupDocs.get(commit, email);
      if (current && hasLapsed(current, commit.now)) signupDocs.remove(commit, email);
    }, now);
  }
  return lapsed.length;
}

/** POST /api/remove_newsletter_signup: staff take an address off the list (audit-logged). */
export function removeSignup(email: string, actor: Actor) {
  return guardedCommit(async (commit) => {
    if (!(await dropSignup(commit, email))) throw notFound(NEWSLETTER_ERRORS.unknownSignup);
    // The address itself is not kept in the log: the signup's id is a hash of it.
    commit.audit(
      actor,
      'remove_newsletter_signup',
      signupDocs.target(email),
      { signedUp: true },
      null,
    );
    return { removed: true };
  });
}

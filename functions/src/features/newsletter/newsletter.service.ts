import { NEWSLETTER_CONSENT } from '../../domain/booking.js';
import type { NewsletterSignup } from '../../domain/model.js';
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
  newsletterSignupId,
  signupByUnsubscribeHash,
  signupDocs,
} from './newsletter.repository.js';

// The newsletter list (docs/product.md#newsletter): consent is recorded with each signup, every
// email to a signed-up address carries an unsubscribe link, and staff can remove a signup.

export const NEWSLETTER_ERRORS = {
  unknownLink: 'This link is not valid, or you have already unsubscribed',
  unknownSignup: 'There is no newsletter signup for this email address',
} as const;

/** Every signup, newest first: the email, when it was added and the consent recorded. */
export function newsletterSignups(): Promise<NewsletterSignup[]> {
  return listNewsletterSignups();
}

/** The signup's own unsubscribe link (absolute, for emails), if it has one. */
export function unsubscribeUrl(signup: NewsletterSignup | null | undefined): string | null {
  if (!signup?.unsubscribeNonce) return null;
  const token = linkToken('unsubscribe', newsletterSignupId(signup.email), signup.unsubscribeNonce);
  return siteLink(`/newsletter_unsubscribe/${token}`);
}

/** An address's signup, read in a guarded commit (null without an address or a signup). */
export const signupOf = (commit: GuardedCommit, email: string | undefined) =>
  email ? signupDocs.get(commit, email) : Promise.resolve(null);

/** The signups of those addresses that are on the list, by address, read in a guarded commit. */
export async function signupsOf(commit: GuardedCommit, emails: string[]) {
  const found = await signupDocs.getMany(commit, [...new Set(emails.filter(Boolean))]);
  return new Map(found.filter((s): s is NewsletterSignup => s !== null).map((s) => [s.email, s]));
}

/** A new signup from a booking: the consent it records and its unsubscribe link. */
export function signupFromBooking(email: string, bookingId: string, now: number): NewsletterSignup {
  const link = newLink('unsubscribe', newsletterSignupId(email));
  return {
    email,
    added_date: now,
    consent: { at: now, source: 'booking', bookingId, wording: NEWSLETTER_CONSENT },
    unsubscribeNonce: link.nonce,
    unsubscribeTokenHash: link.hash,
  };
}

/** Adds a signup in a guarded commit that read its address as not signed up. */
export const addSignup = (commit: GuardedCommit, signup: NewsletterSignup) =>
  signupDocs.create(commit, signup.email, signup);

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
    const signup = await signupByUnsubscribeHash(commit, tokenHash(token));
    if (!signup || !matchesHash(token, signup.unsubscribeTokenHash)) {
      throw notFound(NEWSLETTER_ERRORS.unknownLink);
    }
    signupDocs.remove(commit, signup.email);
    return { unsubscribed: true };
  });
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

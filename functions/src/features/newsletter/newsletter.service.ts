import type { NewsletterSignup } from '../../domain/model.js';
import { newsletterSignupId, refs } from '../../lib/firestore.js';
import { type Actor, guardedCommit } from '../../lib/guarded-commit.js';
import { notFound } from '../../lib/http-errors.js';
import { isTokenShaped, linkToken, matchesHash, tokenHash } from '../../lib/link-tokens.js';
import { siteLink } from '../../lib/mail/templates.js';
import {
  findSignup,
  listNewsletterSignups,
  signupByUnsubscribeHashQuery,
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

/** The unsubscribe link for an address that is signed up, else null (one read). */
export async function unsubscribeUrlFor(email: string | undefined): Promise<string | null> {
  return email ? unsubscribeUrl(await findSignup(email)) : null;
}

/** POST /api/newsletter_unsubscribe/{token}: the signup is deleted (404 once it is gone). */
export function unsubscribe(token: unknown) {
  return guardedCommit(async (commit) => {
    if (!isTokenShaped(token)) throw notFound(NEWSLETTER_ERRORS.unknownLink);
    const [signup] = await commit.query(signupByUnsubscribeHashQuery(tokenHash(token)));
    if (!signup || !matchesHash(token, signup.unsubscribeTokenHash)) {
      throw notFound(NEWSLETTER_ERRORS.unknownLink);
    }
    commit.remove(refs.newsletterSignup(signup.email));
    return { unsubscribed: true };
  });
}

/** POST /api/remove_newsletter_signup: staff take an address off the list (audit-logged). */
export function removeSignup(email: string, actor: Actor) {
  return guardedCommit(async (commit) => {
    const ref = refs.newsletterSignup(email);
    if (!(await commit.get(ref))) throw notFound(NEWSLETTER_ERRORS.unknownSignup);
    commit.remove(ref);
    // The address itself is not kept in the log: the signup's id is a hash of it.
    commit.audit(
      actor,
      'remove_newsletter_signup',
      { collection: 'newsletter_signups', id: ref.id },
      { signedUp: true },
      null,
    );
    return { removed: true };
  });
}

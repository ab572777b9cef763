import type { NewsletterSignup } from './model.js';

// Double opt-in (docs/product.md#newsletter): ticking the box asks for the newsletter; the
// address joins the list only when its owner confirms from the email that request sends.

/** How long a request waits for its confirmation before it is deleted. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a signup was confirmed, as its consent record says. */
export const CONFIRMED_BY = 'link in the confirmation email';

/** On the list: confirmed, or a signup from before double opt-in (which has no status). */
export const isConfirmed = (signup: Pick<NewsletterSignup, 'status'>) =>
  signup.status !== 'pending';

/** When an unconfirmed request lapses (and its confirmation link stops working). */
export const confirmDeadline = (signup: Pick<NewsletterSignup, 'added_date'>) =>
  signup.added_date + NEWSLETTER_CONFIRM_DAYS * DAY_MS;

/** A request that was never confirmed and whose time is up: as if it had not been made. */
export const hasLapsed = (signup: Pick<NewsletterSignup, 'status' | 'added_date'>, now: number) =>
  !isConfirmed(signup) && now >= confirmDeadline(signup);

/** The signup once its address confirmed it: on the list, with when and how in its consent. */
export function confirmed(signup: NewsletterSignup, now: number): NewsletterSignup {
  return {
    ...signup,
    status: 'confirmed',
    ...(signup.consent
      ? { consent: { ...signup.consent, confirmedAt: now, confirmedBy: CONFIRMED_BY } }
      : {}),
  };
}

import type { NewsletterSignup } from '../../domain/model.js';
import { collections, readDoc, readQuery, refs } from '../../lib/firestore.js';

export async function listNewsletterSignups(): Promise<NewsletterSignup[]> {
  const signups = await readQuery(collections.newsletterSignups().orderBy('added_date', 'desc'));
  return signups.map(({ email, added_date, consent }) => ({
    email,
    added_date,
    ...(consent ? { consent } : {}),
  }));
}

export const findSignup = (email: string) => readDoc(refs.newsletterSignup(email));

/** The signup an unsubscribe link names, by the hash of its token. */
export const signupByUnsubscribeHashQuery = (hash: string) =>
  collections.newsletterSignups().where('unsubscribeTokenHash', '==', hash).limit(1);

import type { NewsletterSignup } from '../../domain/model.js';
import { collections, readDoc, readQuery, refs } from '../../lib/firestore.js';
import { documents, type GuardedCommit } from '../../lib/guarded-commit.js';

export { newsletterSignupId } from '../../lib/firestore.js';

/** Signups by email address (the document id is a hash of it: one signup per subscriber). */
export const signupDocs = documents(refs.newsletterSignup);

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
export async function signupByUnsubscribeHash(commit: GuardedCommit, hash: string) {
  const query = collections.newsletterSignups().where('unsubscribeTokenHash', '==', hash);
  const [signup] = await commit.query(query.limit(1));
  return signup;
}

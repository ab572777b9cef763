import type { ListedSignup } from '../../domain/contracts/newsletter.js';
import { isConfirmed } from '../../domain/newsletter.js';
import { collections, readDoc, readQuery, refs } from '../../lib/firestore.js';
import { documents, type GuardedCommit } from '../../lib/guarded-commit.js';

export { newsletterSignupId } from '../../lib/firestore.js';

/** Signups by email address (the document id is a hash of it: one signup per subscriber). */
export const signupDocs = documents(refs.newsletterSignup);

export async function listNewsletterSignups(): Promise<ListedSignup[]> {
  const signups = await readQuery(collections.newsletterSignups().orderBy('added_date', 'desc'));
  return signups.map(({ email, added_date, consent, status }) => ({
    email,
    added_date,
    status: isConfirmed({ status }) ? 'confirmed' : 'pending',
    ...(consent ? { consent } : {}),
  }));
}

export const findSignup = (email: string) => readDoc(refs.newsletterSignup(email));

/** The signup a link names, by the hash of its token (an unsubscribe or a confirmation link). */
export async function signupByLinkHash(
  commit: GuardedCommit,
  field: 'unsubscribeTokenHash' | 'confirmTokenHash',
  hash: string,
) {
  const query = collections.newsletterSignups().where(field, '==', hash);
  const [signup] = await commit.query(query.limit(1));
  return signup;
}

/** The requests still waiting for their confirmation (few: each lapses in days). */
export const listPendingSignups = () =>
  readQuery(collections.newsletterSignups().where('status', '==', 'pending'));

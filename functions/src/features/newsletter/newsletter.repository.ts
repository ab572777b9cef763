import type { NewsletterSignup } from '../../domain/model.js';
import { collections, readQuery } from '../../lib/firestore.js';

export async function listNewsletterSignups(): Promise<NewsletterSignup[]> {
  const signups = await readQuery(collections.newsletterSignups().orderBy('added_date', 'desc'));
  return signups.map(({ email, added_date }) => ({ email, added_date }));
}

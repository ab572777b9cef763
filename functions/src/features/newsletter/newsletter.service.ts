import type { NewsletterSignup } from '../../domain/model.js';
import { listNewsletterSignups } from './newsletter.repository.js';

/** Every signup, newest first: only the email and when it was added. */
export function newsletterSignups(): Promise<NewsletterSignup[]> {
  return listNewsletterSignups();
}

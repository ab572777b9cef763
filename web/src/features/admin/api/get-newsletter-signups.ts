import type { NewsletterSignup } from '@domain/model';
import { adminApi } from '../../../lib/auth';

/** Newest first. */
export const getNewsletterSignups = (signal?: AbortSignal) =>
  adminApi<NewsletterSignup[]>('get_newsletter_signups', { signal });

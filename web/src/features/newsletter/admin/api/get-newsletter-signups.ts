import type { NewsletterSignup } from '@domain/model';
import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/get_newsletter_signups: newest first. */
export const newsletterSignupsQuery = adminQuery<NewsletterSignup[]>('get_newsletter_signups');

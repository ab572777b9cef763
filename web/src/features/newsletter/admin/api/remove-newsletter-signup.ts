import { adminApi } from '../../../../lib/auth';

/** POST /api/remove_newsletter_signup: the address leaves the newsletter list (404 if not on it). */
export const removeNewsletterSignup = (email: string) =>
  adminApi<{ removed: boolean }>('remove_newsletter_signup', { method: 'POST', body: { email } });

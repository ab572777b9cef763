import { adminApi } from '../../../../lib/auth';

/** POST /api/remove_newsletter_signup: the address leaves the newsletter list (404 if not on it). */
export const removeNewsletterSignup = (email: string) =>
  adminApi<'post /api/remove_newsletter_signup'>('remove_newsletter_signup', {
    method: 'POST',
    body: { email },
  });

import { api } from '../../../lib/api-client';

/** POST /api/newsletter_unsubscribe/:token: 404 for a link that is not one, or was used. */
export const unsubscribe = (token: string) =>
  api<'post /api/newsletter_unsubscribe/:token'>(
    `newsletter_unsubscribe/${encodeURIComponent(token)}`,
    {
      method: 'POST',
      body: {},
    },
  );

import { api } from '../../../lib/api-client';

/** POST /api/newsletter_confirm/:token: 404 for a link that is not one, or whose request lapsed. */
export const confirmSignup = (token: string) =>
  api<'post /api/newsletter_confirm/:token'>(`newsletter_confirm/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: {},
  });

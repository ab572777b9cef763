import type { emailSchema } from '../contact.js';
import type { NewsletterSignup } from '../model.js';
import type { z } from '../zod.js';
import type { EmptyBody } from './endpoint.js';

/** A signup as the staff list shows it: on the list (confirmed) or waiting for confirmation. */
export type ListedSignup = Pick<NewsletterSignup, 'email' | 'added_date' | 'consent'> & {
  status: 'confirmed' | 'pending';
};

export interface NewsletterContracts {
  'post /api/newsletter_unsubscribe/:token': {
    request: EmptyBody;
    response: { unsubscribed: boolean };
  };
  'post /api/newsletter_confirm/:token': {
    request: EmptyBody;
    response: { confirmed: boolean };
  };

  'get /api/get_newsletter_signups': { request: undefined; response: ListedSignup[] };
  'post /api/remove_newsletter_signup': {
    request: { email: z.input<typeof emailSchema> };
    response: { removed: boolean };
  };
}

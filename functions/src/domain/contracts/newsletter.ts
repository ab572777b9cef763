import type { emailSchema } from '../contact.js';
import type { NewsletterSignup } from '../model.js';
import type { z } from '../zod.js';
import type { EmptyBody } from './endpoint.js';

export interface NewsletterContracts {
  'post /api/newsletter_unsubscribe/:token': {
    request: EmptyBody;
    response: { unsubscribed: boolean };
  };

  'get /api/get_newsletter_signups': { request: undefined; response: NewsletterSignup[] };
  'post /api/remove_newsletter_signup': {
    request: { email: z.input<typeof emailSchema> };
    response: { removed: boolean };
  };
}

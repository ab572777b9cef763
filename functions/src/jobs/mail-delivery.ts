import { onDocumentCreated } from 'firebase-functions/firestore';
import { COLLECTIONS } from '../lib/collections.js';
import { REGION } from '../lib/config.js';
import { SENDGRID_API_KEY } from '../lib/secrets.js';
import type { MailDoc } from '../domain/model.js';

/**
 * Delivers each email as it is written to the outbox, after the change that wrote it has
 * answered (docs/api.md, "The outbox"), as Firebase's Trigger Email extension does. Firestore
 * may fire it more than once; the claim sends the mail once, and the retry job (retryMail)
 * tries again whatever this could not finish. Delivery needs no other secret: the links in a
 * mail were signed when it was written.
 */
export const deliverNewMail = onDocumentCreated(
  {
    document: `${COLLECTIONS.mail}/{id}`,
    region: REGION,
    secrets: [SENDGRID_API_KEY],
    timeoutSeconds: 60,
  },
  async (event) => {
    const mail = event.data?.data() as MailDoc | undefined;
    if (!mail) return;
    // Loaded here, not with index.ts, which every instance of every function loads.
    const { deliverIfDue } = await import('../lib/mail/delivery.js');
    await deliverIfDue(event.params.id, mail);
  },
);

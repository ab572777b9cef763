import { setGlobalOptions } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app.js';
import { REGION } from './lib/config.js';
import { LINK_SECRET, SENDGRID_API_KEY } from './lib/secrets.js';

setGlobalOptions({ region: REGION, maxInstances: 10 });

export const api = onRequest(
  { secrets: [SENDGRID_API_KEY, LINK_SECRET], concurrency: 80 },
  createApp(),
);
export {
  expireWaitlistOffers,
  removePhoneNumbers,
  retryMail,
  sendBookingReminders,
} from './jobs/scheduled.js';

import { setGlobalOptions } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app.js';
import { renderHandler } from './features/render/index.js';
import { REGION } from './lib/config.js';
import {
  LINK_SECRET,
  SENDGRID_API_KEY,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
} from './lib/secrets.js';

setGlobalOptions({ region: REGION, maxInstances: 10 });

export const api = onRequest(
  {
    secrets: [SENDGRID_API_KEY, LINK_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET],
    concurrency: 80,
  },
  createApp(),
);
// The visitor pages as HTML with their content (docs/api.md#server-rendered-pages).
export const render = onRequest({ concurrency: 80, timeoutSeconds: 30 }, renderHandler());

export { deliverNewMail } from './jobs/mail-delivery.js';
export {
  expireWaitlistOffers,
  reconcileCardHolds,
  removePhoneNumbers,
  retryMail,
  sendBookingReminders,
} from './jobs/scheduled.js';

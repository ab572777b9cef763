import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/https';
// Not from 'firebase-functions' itself: its index loads every trigger type (Firestore's,
// Realtime Database's, Auth blocking...) with their SDKs, which no instance here needs.
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { REGION } from './lib/config.js';
import {
  LINK_SECRET,
  SENDGRID_API_KEY,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
} from './lib/secrets.js';

setGlobalOptions({ region: REGION, maxInstances: 10 });

type Handler = (req: Request, res: Response) => unknown;

/**
 * A handler whose code is imported on its first request, then kept for the instance's life.
 * Every instance loads this file whichever function it serves, so each function's code (the
 * API's route table, the server render) is loaded only by the instances that answer it
 * (README, "Cold starts"). A failed import is tried again by the next request.
 */
function loadedOnFirstRequest(
  load: () => Promise<Handler>,
): (req: Request, res: Response) => Promise<void> {
  let handler: Promise<Handler> | undefined;
  return async (req, res) => {
    handler ??= load().catch((error: unknown) => {
      handler = undefined;
      throw error;
    });
    const loaded = await handler;
    await loaded(req, res);
  };
}

export const api = onRequest(
  {
    secrets: [SENDGRID_API_KEY, LINK_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET],
    concurrency: 80,
  },
  loadedOnFirstRequest(async () => (await import('./app.js')).createApp()),
);
// The visitor pages as HTML with their content (docs/api.md#server-rendered-pages).
export const render = onRequest(
  { concurrency: 80, timeoutSeconds: 30 },
  loadedOnFirstRequest(async () => (await import('./features/render/index.js')).renderHandler()),
);

export { deliverNewMail } from './jobs/mail-delivery.js';
export {
  expireWaitlistOffers,
  reconcileCardHolds,
  removePhoneNumbers,
  retryMail,
  sendBookingReminders,
} from './jobs/scheduled.js';

import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from '../config.js';
import { SENDGRID_API_KEY } from '../secrets.js';
import { retryUndeliveredMail } from './delivery.js';

/**
 * Retries outbox mail that is still pending or failed (see delivery.ts for the rules).
 * The region is explicit: index.ts's setGlobalOptions runs after imported modules.
 */
export const retryMail = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: REGION,
    secrets: [SENDGRID_API_KEY],
    timeoutSeconds: 300,
  },
  async () => {
    const tried = await retryUndeliveredMail();
    if (tried.length > 0) logger.info('Retried outbox mail', { count: tried.length });
  },
);

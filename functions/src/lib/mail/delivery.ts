import { MailService } from '@sendgrid/mail';
import { logger } from 'firebase-functions';
import type { MailDoc } from '../../domain/model.js';
import { MAIL_FROM } from '../config.js';
import { NO_DELIVERY_KEY, SENDGRID_API_KEY } from '../secrets.js';
import {
  claimMail,
  listUndeliveredMail,
  recordDeliveries,
  recordDelivery,
} from './mail.repository.js';

export const MAX_DELIVERY_ATTEMPTS = 5;
/** The request that wrote a mail delivers it; the retry job leaves mail this fresh alone. */
export const RETRY_GRACE_MS = 2 * 60_000;
const RETRY_BATCH = 50;
// Delivery runs before the booking's answer is sent (Cloud Functions may throttle
// work after a response), so it gets a short budget; the retry job does the rest.
const IN_REQUEST_BUDGET_MS = 4000;

export type SendMail = (apiKey: string, mail: MailDoc) => Promise<void>;

export const sendWithSendGrid: SendMail = async (apiKey, mail) => {
  const client = new MailService();
  client.setApiKey(apiKey);
  await client.send({
    to: mail.to,
    from: MAIL_FROM,
    subject: mail.message.subject,
    text: mail.message.text,
    html: mail.message.html,
    attachments: mail.attachments?.map((a) => ({ ...a, disposition: 'attachment' })),
  });
};

export interface DeliveryOptions {
  /** Empty or NO_DELIVERY_KEY means "record SKIPPED, send nothing" (the local stack). */
  apiKey?: string;
  send?: SendMail;
  now?: () => number;
}

function errorText(err: unknown): string {
  const body = (err as { response?: { body?: unknown } }).response?.body;
  const message = err instanceof Error ? err.message : String(err);
  return (body ? `${message}: ${JSON.stringify(body)}` : message).slice(0, 1000);
}

async function outcome(
  mail: MailDoc,
  attempts: number,
  options: DeliveryOptions,
): Promise<MailDoc['delivery']> {
  const apiKey = options.apiKey ?? SENDGRID_API_KEY.value();
  const send = options.send ?? sendWithSendGrid;
  const now = options.now ?? Date.now;
  if (!apiKey || apiKey === NO_DELIVERY_KEY) return { state: 'SKIPPED', attempts };
  try {
    await send(apiKey, mail);
  } catch (err) {
    return { state: 'ERROR', attempts, error: errorText(err) };
  }
  return { state: 'SUCCESS', attempts, deliveredAt: now() };
}

async function attempt(id: string, mail: MailDoc, attempts: number, options: DeliveryOptions) {
  await recordDelivery(id, await outcome(mail, attempts, options));
}

/**
 * One delivery attempt for one outbox mail, claimed first so two deliverers never send
 * the same attempt; records the outcome on the mail and never throws.
 */
export async function deliverMail(id: string, options: DeliveryOptions = {}): Promise<void> {
  try {
    const mail = await claimMail(id, MAX_DELIVERY_ATTEMPTS);
    if (mail) await attempt(id, mail, mail.delivery.attempts, options);
  } catch (err) {
    logger.warn('Mail delivery could not be recorded; the retry job will try again', { id, err });
  }
}

/**
 * First attempt for mail the caller has just committed (still PENDING, 0 attempts). It
 * needs no claim: the retry job leaves mail younger than RETRY_GRACE_MS alone. Bounded by
 * a short budget and never throws; whatever is left over, the retry job picks up.
 */
export async function deliverSoon(
  mails: { id: string; doc: MailDoc }[],
  options: DeliveryOptions = {},
): Promise<void> {
  if (mails.length === 0) return;
  // Sent side by side, recorded together in one write.
  const all = Promise.all(
    mails.map(async ({ id, doc }) => ({
      id,
      delivery: await outcome(doc, doc.delivery.attempts + 1, options),
    })),
  )
    .then(recordDeliveries)
    .catch((err: unknown) => {
      logger.warn('Mail delivery could not be recorded; the retry job will try again', {
        ids: mails.map((m) => m.id),
        err,
      });
    });
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IN_REQUEST_BUDGET_MS);
  });
  await Promise.race([all, budget]);
  clearTimeout(timer);
}

/**
 * Retries pending and failed mail with attempts left, leaving alone mail younger than
 * the grace period (its own request is still delivering it). Returns the ids it tried.
 */
export async function retryUndeliveredMail(options: DeliveryOptions = {}): Promise<string[]> {
  const now = options.now ?? Date.now;
  const waiting = await listUndeliveredMail(MAX_DELIVERY_ATTEMPTS, RETRY_BATCH);
  const cutoff = now() - RETRY_GRACE_MS;
  const tried = waiting.filter(({ mail }) => mail.createdAt < cutoff).map(({ id }) => id);
  for (const id of tried) await deliverMail(id, options);
  return tried;
}

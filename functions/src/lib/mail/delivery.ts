import type { MailService } from '@sendgrid/mail';
import * as logger from 'firebase-functions/logger';
import { DAY_MS } from '../../domain/dates.js';
import type { MailDoc } from '../../domain/model.js';
import { MAIL_BODY_RETENTION_DAYS } from '../../domain/retention.js';
import { withoutLinkTokens } from '../../domain/secret-links.js';
import { MAIL_FROM_ADDRESS, stringSetting } from '../params.js';
import { NO_DELIVERY_KEY, SENDGRID_API_KEY } from '../secrets.js';
import { claimMail, isDue, listDueMail, recordDelivery } from './mail.repository.js';

// Delivery from the outbox (docs/api.md, "The outbox"): the function a new mail document
// triggers (jobs/mail-delivery.ts) makes the first attempt, the retry job the later ones. Every
// attempt is claimed first, so a trigger that fires twice, or races the retry job, sends once.

export const MAX_DELIVERY_ATTEMPTS = 5;
/** How long a claim stands: a sender that died mid-send leaves the mail to the job after it. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Waits before the next try after a temporary failure: 1, 5, 15, 60 minutes. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** Subject, body and attachments are kept this long after a mail settles (docs/product.md). */
export const MAIL_BODY_RETENTION_MS = MAIL_BODY_RETENTION_DAYS * DAY_MS;

const RETRY_BATCH = 50;

export type SendMail = (apiKey: string, mail: MailDoc) => Promise<void>;

/**
 * The From header: the studio's sender name (stored with the mail) and the deployment's
 * sending address. Without an address the attempt fails and is retried, so a mail written
 * before the setting was made is still sent once it is.
 */
export function fromHeader(
  mail: Pick<MailDoc, 'fromName'>,
  address = stringSetting(MAIL_FROM_ADDRESS),
): string | { name: string; email: string } {
  if (!address) throw new Error('MAIL_FROM_ADDRESS is not set (README, "Settings")');
  return mail.fromName ? { name: mail.fromName, email: address } : address;
}

export const sendWithSendGrid: SendMail = async (apiKey, mail) => {
  // Loaded by the first delivery, not by every new instance.
  const sendgrid = (await import('@sendgrid/mail')) as unknown as {
    MailService: typeof MailService;
  };
  const client = new sendgrid.MailService();
  client.setApiKey(apiKey);
  await client.send({
    to: mail.to,
    from: fromHeader(mail),
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

/**
 * A refusal that sending again cannot fix: a 4xx from the mail service other than a timeout
 * or a rate limit (a bad address, a rejected sender, a malformed message).
 */
export function isPermanent(err: unknown): boolean {
  const status =
    (err as { code?: unknown; response?: { statusCode?: unknown } }).code ??
    (err as { response?: { statusCode?: unknown } }).response?.statusCode;
  return (
    typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429
  );
}

const backoff = (attempts: number) =>
  BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)] ?? BACKOFF_MS[0]!;

/** Sends one claimed attempt and says what it came to (never throws). */
async function attempt(
  mail: MailDoc,
  options: DeliveryOptions,
): Promise<{
  delivery: MailDoc['delivery'];
  purgeAt?: number;
  delivered?: Pick<MailDoc, 'message' | 'attachments'>;
}> {
  const apiKey = options.apiKey ?? SENDGRID_API_KEY.value();
  const send = options.send ?? sendWithSendGrid;
  const now = (options.now ?? Date.now)();
  const { attempts } = mail.delivery;
  const settled = (delivery: MailDoc['delivery']) => ({
    delivery,
    purgeAt: now + MAIL_BODY_RETENTION_MS,
  });
  if (!apiKey || apiKey === NO_DELIVERY_KEY) return settled({ state: 'SKIPPED', attempts });
  try {
    await send(apiKey, mail);
  } catch (err) {
    const error = errorText(err);
    if (isPermanent(err) || attempts >= MAX_DELIVERY_ATTEMPTS) {
      return settled({ state: 'FAILED', attempts, error });
    }
    return {
      delivery: { state: 'ERROR', attempts, error, nextAttemptAt: now + backoff(attempts) },
    };
  }
  return {
    ...settled({ state: 'SUCCESS', attempts, deliveredAt: now }),
    delivered: withoutSentLinks(mail),
  };
}

/**
 * A calendar file with its folded lines (RFC 5545: a long line goes on after CRLF and a space)
 * joined again, so a link split by a fold is one string to remove. The kept copy is never sent.
 */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/**
 * What a delivered mail keeps: its text, HTML and calendar file with every secret link's token
 * removed (docs/product.md#secret-links-in-stored-emails); the recipient has the working links.
 */
export function withoutSentLinks(
  mail: Pick<MailDoc, 'message' | 'attachments'>,
): Pick<MailDoc, 'message' | 'attachments'> {
  const { subject, text, html } = mail.message;
  return {
    message: { subject, text: withoutLinkTokens(text), html: withoutLinkTokens(html) },
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((a) => ({
            ...a,
            content: Buffer.from(
              withoutLinkTokens(unfolded(Buffer.from(a.content, 'base64').toString('utf8'))),
            ).toString('base64'),
          })),
        }
      : {}),
  };
}

/**
 * One delivery attempt for one outbox mail: claimed first, so two deliverers never send the
 * same mail; the outcome is recorded on the mail and the function never throws.
 */
export async function deliverMail(id: string, options: DeliveryOptions = {}): Promise<boolean> {
  try {
    const now = (options.now ?? Date.now)();
    const mail = await claimMail(id, now, now + CLAIM_LEASE_MS);
    if (!mail) return false;
    const { delivery, purgeAt, delivered } = await attempt(mail, options);
    await recordDelivery(id, mail.delivery.attempts, delivery, purgeAt, delivered);
    return true;
  } catch (err) {
    logger.warn('Mail delivery could not be recorded; the retry job will try again', { id, err });
    return false;
  }
}

/**
 * The first attempt at a mail just written to the outbox (the trigger's work): a mail held
 * until later (a move's email waiting for its window, domain/move-mail.ts) or not waiting to go
 * at all is left alone without a read; the retry job sends it when it is due.
 */
export function deliverIfDue(
  id: string,
  mail: Pick<MailDoc, 'delivery'>,
  options: DeliveryOptions = {},
): Promise<boolean> {
  if (!isDue(mail.delivery, (options.now ?? Date.now)())) return Promise.resolve(false);
  return deliverMail(id, options);
}

/**
 * The retry job: every mail that is due (never sent, failed for now and past its backoff, or
 * claimed by a sender that did not finish) gets an attempt. Returns the ids it sent or tried.
 */
export async function retryUndeliveredMail(options: DeliveryOptions = {}): Promise<string[]> {
  const now = (options.now ?? Date.now)();
  const due = await listDueMail(now, RETRY_BATCH);
  const tried: string[] = [];
  for (const id of due) if (await deliverMail(id, options)) tried.push(id);
  return tried;
}

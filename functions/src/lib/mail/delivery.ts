import type { MailService } from '@sendgrid/mail';
import * as logger from 'firebase-functions/logger';
import { DAY_MS } from '../../domain/dates.js';
import type { MailDoc } from '../../domain/model.js';
import { MAIL_BODY_RETENTION_DAYS } from '../../domain/retention.js';
import { withoutLinkTokens } from '../../domain/secret-links.js';
import { type GuardedCommit, guardedCommit } from '../guarded-commit.js';
import { MAIL_FROM_ADDRESS, stringSetting } from '../params.js';
import { NO_DELIVERY_KEY, SENDGRID_API_KEY } from '../secrets.js';
import { claimMail, listDueMail, recordDelivery } from './mail.repository.js';

// Delivery from the outbox (docs/api.md, "The outbox"): every attempt is claimed first, in the
// request that wrote the mail as in the retry job, so no mail is ever sent twice by the two.

export const MAX_DELIVERY_ATTEMPTS = 5;
/** How long a claim stands: a sender that died mid-send leaves the mail to the job after it. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Waits before the next try after a temporary failure: 1, 5, 15, 60 minutes. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** Subject, body and attachments are kept this long after a mail settles (docs/product.md). */
export const MAIL_BODY_RETENTION_MS = MAIL_BODY_RETENTION_DAYS * DAY_MS;

const RETRY_BATCH = 50;
// Delivery runs before the answer is sent (Cloud Functions may throttle work after a response),
// so it gets a short budget; the retry job does the rest.
const IN_REQUEST_BUDGET_MS = 4000;

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
 * First attempt for mail the caller has just committed, bounded by a short budget and never
 * throwing: whatever is not done by then, the retry job picks up when it is due.
 */
export async function deliverSoon(
  ids: readonly string[],
  options: DeliveryOptions = {},
): Promise<void> {
  if (ids.length === 0) return;
  const all = Promise.all(ids.map((id) => deliverMail(id, options)));
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IN_REQUEST_BUDGET_MS);
  });
  await Promise.race([all, budget]);
  clearTimeout(timer);
}

/**
 * A guarded commit (lib/guarded-commit.ts) whose emails, queued with enqueueMail, get their first
 * delivery attempt once it has landed (deliverSoon).
 */
export async function commitAndDeliver<T>(
  work: (commit: GuardedCommit) => Promise<T> | T,
  now = Date.now(),
): Promise<T> {
  let landed: GuardedCommit | undefined;
  const result = await guardedCommit((commit) => {
    landed = commit;
    return work(commit);
  }, now);
  await deliverSoon(landed?.queuedMail ?? []);
  return result;
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

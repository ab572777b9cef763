import type { FailedMail } from '../../domain/contracts/outbox.js';
import { type Actor, guardedCommit } from '../../lib/guarded-commit.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { deliverMail } from '../../lib/mail/delivery.js';
import { findMail, listFailedMail, mailDocs } from '../../lib/mail/mail.repository.js';

export const OUTBOX_ERRORS = {
  unknown: 'There is no email with this id',
  notFailed: 'This email has not failed, so there is nothing to resend',
  purged: 'This email’s text has been removed (it is older than 30 days), so it cannot be resent',
} as const;

/** GET /api/failed_mail: the emails that could not be delivered, newest first. */
export async function failedMail(): Promise<FailedMail[]> {
  const docs = await listFailedMail(200);
  return docs.map(({ id, to, kind, createdAt, delivery, bookingId, message }) => ({
    id,
    to,
    kind,
    createdAt,
    delivery,
    subject: message.subject,
    ...(bookingId ? { bookingId } : {}),
  }));
}

/**
 * POST /api/resend_mail: a failed email is sent again, with a fresh count of attempts. The one
 * request that delivers mail itself: staff asked for this send and are told what came of it
 * (and the mail is not new, so its creation's trigger does not fire again).
 */
export async function resendMail(id: string, actor: Actor, now = Date.now()) {
  await guardedCommit(async (commit) => {
    const mail = await mailDocs.get(commit, id);
    if (!mail) throw notFound(OUTBOX_ERRORS.unknown);
    if (mail.delivery.state !== 'FAILED') throw conflict(OUTBOX_ERRORS.notFailed);
    if (mail.purgedAt !== undefined) throw conflict(OUTBOX_ERRORS.purged);
    const delivery = { state: 'PENDING' as const, attempts: 0, nextAttemptAt: now };
    mailDocs.update(commit, id, { delivery }, ['purgeAt']);
    const target = mailDocs.target(id);
    commit.audit(actor, 'resend_mail', target, { state: 'FAILED' }, { state: 'PENDING' });
  }, now);
  await deliverMail(id);
  const mail = await findMail(id);
  return { id, delivery: mail?.delivery };
}

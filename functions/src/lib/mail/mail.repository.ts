import type { MailDoc } from '../../domain/model.js';
import { collections, readDoc, readQuerySnapshots, refs } from '../firestore.js';
import { documents, guardedCommit } from '../guarded-commit.js';
import type { OutgoingMail } from './outbox.js';

const mail = collections.mail;
/** The outbox's documents (a new email is queued with the commit's own enqueueMail). */
export const mailDocs = documents(refs.mail);
/** A fresh random id, for an email that may be sent any number of times. */
export const newMailId = () => refs.newMail().id;

export const findMail = (id: string) => readDoc(refs.mail(id));

/** Queues one email on its own (nothing else changes with it), under a fresh id. */
export function enqueueMail(
  outgoing: OutgoingMail,
  now = Date.now(),
  notBefore?: number,
): Promise<string> {
  const id = newMailId();
  return guardedCommit((commit) => {
    commit.enqueueMail(id, outgoing, { notBefore });
    return id;
  }, now);
}

const SENDABLE = new Set(['PENDING', 'ERROR', 'SENDING']);

/**
 * Whether a mail may be tried now: waiting to go (pending, failed for now, or claimed by a
 * sender whose claim has lapsed) and its time (`nextAttemptAt`) has come.
 */
export const isDue = (delivery: MailDoc['delivery'], now: number) =>
  SENDABLE.has(delivery.state) && (delivery.nextAttemptAt ?? 0) <= now;

/**
 * Claims a mail for one delivery attempt (docs/api.md, "The outbox"): a mail that is due
 * (isDue) becomes SENDING, its attempt counted and its claim valid until `leaseUntil`, in one guarded commit.
 * Of two senders (the trigger, fired twice, or the trigger and the retry job) only one can win.
 * Null when it is not due.
 */
export function claimMail(id: string, now: number, leaseUntil: number): Promise<MailDoc | null> {
  return guardedCommit(async (commit) => {
    const doc = await mailDocs.get(commit, id);
    if (!doc || !isDue(doc.delivery, now)) return null;
    const delivery = {
      ...doc.delivery,
      state: 'SENDING' as const,
      attempts: doc.delivery.attempts + 1,
      nextAttemptAt: leaseUntil,
    };
    mailDocs.update(commit, id, { delivery });
    return { ...doc, delivery };
  }, now);
}

/**
 * Records what the claimed attempt came to, if the claim still stands (not taken over); a
 * delivered mail's content is replaced by what it keeps (its links' tokens removed).
 */
export function recordDelivery(
  id: string,
  attempts: number,
  delivery: MailDoc['delivery'],
  purgeAt?: number,
  kept?: Pick<MailDoc, 'message' | 'attachments'>,
): Promise<void> {
  return guardedCommit(async (commit) => {
    const doc = await mailDocs.get(commit, id);
    if (!doc || doc.delivery.state !== 'SENDING' || doc.delivery.attempts !== attempts) return;
    mailDocs.update(commit, id, {
      delivery,
      ...(purgeAt === undefined ? {} : { purgeAt }),
      ...kept,
    });
  });
}

/** Mail due for a (first or next) attempt, soonest first (single-field index). */
export async function listDueMail(now: number, limit: number): Promise<string[]> {
  const docs = await readQuerySnapshots(
    mail()
      .where('delivery.nextAttemptAt', '<=', now)
      .orderBy('delivery.nextAttemptAt')
      .limit(limit),
  );
  return docs.map((d) => d.id);
}

/** Mail that could not be delivered, newest first, for staff (index: state + createdAt). */
export async function listFailedMail(limit: number): Promise<(MailDoc & { id: string })[]> {
  const docs = await readQuerySnapshots(
    mail().where('delivery.state', '==', 'FAILED').orderBy('createdAt', 'desc').limit(limit),
  );
  return docs.map((d) => ({ ...d.data(), id: d.id }));
}

/** Mail whose subject, body and attachments have been kept long enough. */
export async function listMailToPurge(now: number, limit: number): Promise<string[]> {
  const docs = await readQuerySnapshots(mail().where('purgeAt', '<=', now).limit(limit));
  return docs.map((d) => d.id);
}

/** What an email keeps of what it said once purged or erased: nothing. */
export const purgedText = (now: number) => ({
  message: { subject: '', text: '', html: '' },
  purgedAt: now,
});
/** The fields a purged or erased email loses. */
export const PURGED_FIELDS = ['attachments', 'purgeAt'];

/** Removes what a mail said, keeping its delivery record (the privacy period has passed). */
export function purgeMail(id: string, now: number) {
  return guardedCommit(async (commit) => {
    const doc = await mailDocs.get(commit, id);
    if (!doc || doc.purgeAt === undefined || doc.purgeAt > now) return;
    mailDocs.update(commit, id, purgedText(now), PURGED_FIELDS);
  }, now);
}

import type { MailDoc } from '../../domain/model.js';
import { collections, deleteField, readDoc, readQuerySnapshots, refs } from '../firestore.js';
import { guardedCommit } from '../guarded-commit.js';

const mail = collections.mail;
export const mailRef = refs.mail;
export const newMailId = () => refs.newMail().id;

export async function addMail(id: string, doc: MailDoc) {
  await mailRef(id).create(doc);
}

export const findMail = (id: string) => readDoc(mailRef(id));

const SENDABLE = new Set(['PENDING', 'ERROR', 'SENDING']);

/**
 * Claims a mail for one delivery attempt (docs/api.md, "The outbox"): a mail waiting to go
 * (pending, failed for now, or claimed by a sender whose claim has lapsed) that is due becomes
 * SENDING, its attempt counted and its claim valid until `leaseUntil`, in one guarded commit.
 * Of two senders (the request and the retry job) only one can win. Null when it is not due.
 */
export function claimMail(id: string, now: number, leaseUntil: number): Promise<MailDoc | null> {
  return guardedCommit(async (commit) => {
    const doc = await commit.get(mailRef(id));
    if (!doc || !SENDABLE.has(doc.delivery.state)) return null;
    if ((doc.delivery.nextAttemptAt ?? 0) > now) return null;
    const delivery = {
      ...doc.delivery,
      state: 'SENDING' as const,
      attempts: doc.delivery.attempts + 1,
      nextAttemptAt: leaseUntil,
    };
    commit.update(mailRef(id), { delivery });
    return { ...doc, delivery };
  }, now);
}

/** Records what the claimed attempt came to, if the claim still stands (not taken over). */
export function recordDelivery(
  id: string,
  attempts: number,
  delivery: MailDoc['delivery'],
  purgeAt?: number,
): Promise<void> {
  return guardedCommit(async (commit) => {
    const doc = await commit.get(mailRef(id));
    if (!doc || doc.delivery.state !== 'SENDING' || doc.delivery.attempts !== attempts) return;
    commit.update(mailRef(id), {
      delivery,
      ...(purgeAt === undefined ? {} : { purgeAt }),
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

/** Removes what a mail said, keeping its delivery record (the privacy period has passed). */
export function purgeMail(id: string, now: number) {
  return guardedCommit(async (commit) => {
    const doc = await commit.get(mailRef(id));
    if (!doc || doc.purgeAt === undefined || doc.purgeAt > now) return;
    commit.update(mailRef(id), {
      message: { subject: '', text: '', html: '' },
      attachments: deleteField(),
      purgeAt: deleteField(),
      purgedAt: now,
    });
  }, now);
}

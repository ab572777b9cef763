import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { DeliveryState, MailDoc } from '../../domain/model.js';
import {
  collections,
  db,
  readDoc,
  readInTransaction,
  readQuerySnapshots,
  refs,
} from '../firestore.js';

const mail = collections.mail;
export const mailRef = refs.mail;
export const newMailId = () => refs.newMail().id;

export function addMailInTransaction(tx: Transaction, id: string, doc: MailDoc) {
  tx.create(mailRef(id), doc);
}

export async function addMail(id: string, doc: MailDoc) {
  await mailRef(id).create(doc);
}

export const findMail = (id: string) => readDoc(mailRef(id));

const RETRYABLE: DeliveryState[] = ['PENDING', 'ERROR'];

/**
 * Takes one delivery attempt for a mail still waiting to go out: the attempt count
 * goes up inside a transaction, so two deliverers never send the same attempt.
 * Returns the mail to send, or null when it is sent, skipped or out of attempts.
 */
export async function claimMail(id: string, maxAttempts: number): Promise<MailDoc | null> {
  return db().runTransaction(async (tx) => {
    const doc = await readInTransaction(tx, mailRef(id));
    if (!doc) return null;
    if (!RETRYABLE.includes(doc.delivery.state) || doc.delivery.attempts >= maxAttempts) {
      return null;
    }
    const attempts = doc.delivery.attempts + 1;
    tx.update(mailRef(id), { 'delivery.attempts': attempts });
    return { ...doc, delivery: { ...doc.delivery, attempts } };
  });
}

export async function recordDelivery(id: string, delivery: MailDoc['delivery']) {
  await mailRef(id).update({ delivery });
}

export async function recordDeliveries(outcomes: { id: string; delivery: MailDoc['delivery'] }[]) {
  const batch = db().batch();
  for (const { id, delivery } of outcomes) batch.update(mailRef(id), { delivery });
  await batch.commit();
}

/** Mail waiting for delivery (pending or failed) with attempts left, fewest attempts first. */
export async function listUndeliveredMail(maxAttempts: number, limit: number) {
  const docs = await readQuerySnapshots(
    mail()
      .where('delivery.state', 'in', RETRYABLE)
      .where('delivery.attempts', '<', maxAttempts)
      .orderBy('delivery.attempts')
      .limit(limit),
  );
  return docs.map((d) => ({ id: d.id, mail: d.data() }));
}

export function setMailInBatch(batch: WriteBatch, id: string, doc: MailDoc) {
  batch.set(mailRef(id), doc);
}

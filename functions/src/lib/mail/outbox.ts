import type { MailDoc, MailKind } from '../../domain/model.js';

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export interface Attachment {
  filename: string;
  type: string;
  /** base64 */
  content: string;
}

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  /** The From header's name (the studio's sender name); the address is deployment config. */
  fromName?: string;
  message: MailMessage;
  bookingId?: string;
  waitlistEntryId?: string;
  attachments?: Attachment[];
}

/** The outbox document for a mail that has not been delivered yet. */
export function pendingMail(mail: OutgoingMail, now: number, notBefore = now): MailDoc {
  const doc: MailDoc = {
    to: mail.to,
    message: mail.message,
    delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: Math.max(now, notBefore) },
    createdAt: now,
    kind: mail.kind,
  };
  if (mail.fromName) doc.fromName = mail.fromName;
  if (mail.bookingId !== undefined) doc.bookingId = mail.bookingId;
  if (mail.waitlistEntryId !== undefined) doc.waitlistEntryId = mail.waitlistEntryId;
  if (mail.attachments?.length) doc.attachments = mail.attachments;
  return doc;
}

export function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

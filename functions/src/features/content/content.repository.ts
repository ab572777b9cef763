import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { Announcement, NewsletterSignup, PaymentLinks } from '../../domain/model.js';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { countReads } from '../../lib/read-counter.js';

const siteContent = () => db().collection(COLLECTIONS.siteContent);
export const announcementRef = () => siteContent().doc(SITE_CONTENT_DOCS.announcement);
export const paymentLinksRef = () => siteContent().doc(SITE_CONTENT_DOCS.paymentLinks);

/**
 * One document per subscriber: the id is a hash of the normalised email, so signing
 * up twice (even concurrently) lands on the same document and never duplicates.
 */
export function newsletterSignupId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export const newsletterSignupRef = (email: string) =>
  db().collection(COLLECTIONS.newsletterSignups).doc(newsletterSignupId(email));

async function read<T>(ref: DocumentReference): Promise<T | null> {
  const snap = await ref.get();
  countReads(1);
  return snap.exists ? (snap.data() as T) : null;
}

export const findAnnouncement = () => read<Announcement>(announcementRef());
export const findPaymentLinks = () => read<PaymentLinks>(paymentLinksRef());

export async function saveAnnouncement(announcement: Announcement) {
  await announcementRef().set(announcement);
}

export async function savePaymentLinks(links: PaymentLinks) {
  await paymentLinksRef().set(links);
}

export async function listNewsletterSignups(): Promise<NewsletterSignup[]> {
  const snap = await db()
    .collection(COLLECTIONS.newsletterSignups)
    .orderBy('added_date', 'desc')
    .get();
  countReads(snap.size);
  return snap.docs.map((d) => {
    const { email, added_date } = d.data() as NewsletterSignup;
    return { email, added_date };
  });
}

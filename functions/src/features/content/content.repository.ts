import type { Announcement, PaymentLinks } from '../../domain/model.js';
import { readDoc, refs } from '../../lib/firestore.js';

export const findAnnouncement = async () =>
  (await readDoc(refs.siteContent('announcement'))) as Announcement | null;

export const findPaymentLinks = async () =>
  (await readDoc(refs.siteContent('paymentLinks'))) as PaymentLinks | null;

export async function saveAnnouncement(announcement: Announcement) {
  await refs.siteContent('announcement').set(announcement);
}

export async function savePaymentLinks(links: PaymentLinks) {
  await refs.siteContent('paymentLinks').set(links);
}

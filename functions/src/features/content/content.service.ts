import type { Announcement, PaymentLinks } from '../../domain/model.js';
import {
  findAnnouncement,
  findPaymentLinks,
  saveAnnouncement,
  savePaymentLinks,
} from './content.repository.js';

/** Payment links exist for 1 to 4 guests; larger groups are sent one by email. */
export const MAX_LINKED_GUESTS = 4;

export function paymentLinkFor(links: PaymentLinks | null, guests: number): string | null {
  if (!links || !Number.isInteger(guests) || guests < 1 || guests > MAX_LINKED_GUESTS) return null;
  const link = links.links?.[String(guests)];
  return typeof link === 'string' && /^https?:\/\//i.test(link) ? link : null;
}

export async function getAnnouncement(): Promise<Announcement> {
  const stored = await findAnnouncement();
  // No announcement yet reads as an inactive one, so the site needs no special case.
  if (!stored) return { title: '', message: '', expiresOn: '', active: false };
  const { title, message, expiresOn, active } = stored;
  return { title, message, expiresOn, active };
}

export async function getPaymentLinks(): Promise<PaymentLinks> {
  const links = await findPaymentLinks();
  return { links: links?.links ?? {} };
}

export async function updateAnnouncement(announcement: Announcement): Promise<Announcement> {
  await saveAnnouncement(announcement);
  return announcement;
}

export async function updatePaymentLinks(links: PaymentLinks): Promise<PaymentLinks> {
  await savePaymentLinks(links);
  return links;
}

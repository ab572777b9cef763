import type { Announcement, PaymentLinks } from '../../domain/model.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { readDoc, refs } from '../../lib/firestore.js';

export const announcementRef = () => refs.siteContent('announcement');
export const paymentLinksRef = () => refs.siteContent('paymentLinks');
export const studioRef = () => refs.siteContent('studio');

export const findAnnouncement = async () =>
  (await readDoc(announcementRef())) as Announcement | null;

export const findPaymentLinks = async () =>
  (await readDoc(paymentLinksRef())) as PaymentLinks | null;

export const findStudio = async () => (await readDoc(studioRef())) as Partial<StudioDetails> | null;

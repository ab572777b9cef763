import type { Announcement, PaymentLinks } from '../../domain/model.js';
import type { ReminderSettings } from '../../domain/reminders.js';
import type { StudioDetails } from '../../domain/studio-details.js';
import { readDoc, refs } from '../../lib/firestore.js';
import { documents } from '../../lib/guarded-commit.js';

/** The site's content documents by name: the announcement, the payment links, the studio. */
export const siteContentDocs = documents(refs.siteContent);

export const findAnnouncement = async () =>
  (await readDoc(refs.siteContent('announcement'))) as Announcement | null;

export const findPaymentLinks = async () =>
  (await readDoc(refs.siteContent('paymentLinks'))) as PaymentLinks | null;

export const findReminderSettings = async () =>
  (await readDoc(refs.siteContent('reminders'))) as Partial<ReminderSettings> | null;

export const findStudio = async () =>
  (await readDoc(refs.siteContent('studio'))) as Partial<StudioDetails> | null;

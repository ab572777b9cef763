import type { Announcement, PaymentLinks } from '../../domain/model.js';
import { EMPTY_STUDIO, type StudioDetails } from '../../domain/studio-details.js';
import { type Actor, changedFields, guardedCommit } from '../../lib/guarded-commit.js';
import {
  findAnnouncement,
  findPaymentLinks,
  findStudio,
  siteContentDocs,
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
  return { links: links?.links ?? {}, ...(links?.methods ? { methods: links.methods } : {}) };
}

/**
 * The studio's own details; empty fields (or none saved yet) are simply not shown. Every email
 * reads them afresh (one document), so an edit shows in the next email on every instance.
 */
export async function getStudio(): Promise<StudioDetails> {
  const stored = await findStudio();
  const studio = { ...EMPTY_STUDIO };
  for (const key of Object.keys(EMPTY_STUDIO) as (keyof StudioDetails)[]) {
    const value = stored?.[key];
    if (value !== undefined && typeof value === typeof EMPTY_STUDIO[key]) {
      (studio as Record<string, unknown>)[key] = value;
    }
  }
  return studio;
}

/** Stores a site content document (whole), audit-logging what changed. */
function saveSiteContent<T extends object>(
  name: 'announcement' | 'paymentLinks' | 'studio',
  content: T,
  actor: Actor,
  action: string,
): Promise<T> {
  return guardedCommit(async (commit) => {
    const existing = await siteContentDocs.get(commit, name);
    const diff = changedFields(existing, content);
    if (existing && diff.before && Object.keys(diff.before).length === 0) return content;
    siteContentDocs.replace(commit, name, content, existing);
    commit.audit(actor, action, siteContentDocs.target(name), diff.before, diff.after);
    return content;
  });
}

export const updateAnnouncement = (announcement: Announcement, actor: Actor) =>
  saveSiteContent('announcement', announcement, actor, 'update_announcement');

export const updatePaymentLinks = (links: PaymentLinks, actor: Actor) =>
  saveSiteContent('paymentLinks', links, actor, 'update_payment_links');

export const updateStudio = (studio: StudioDetails, actor: Actor) =>
  saveSiteContent('studio', studio, actor, 'update_studio_details');

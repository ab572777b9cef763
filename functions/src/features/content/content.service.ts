import type { Announcement, PaymentLinks } from '../../domain/model.js';
import {
  DEFAULT_REMINDER_SETTINGS,
  type ReminderSettings,
  reminderSettingsSchema,
} from '../../domain/reminders.js';
import { EMPTY_STUDIO, type StudioDetails } from '../../domain/studio-details.js';
import { type Actor, changedFields, guardedCommit } from '../../lib/guarded-commit.js';
import { intSetting, SITE_SETTINGS_MAX_AGE_SECONDS } from '../../lib/params.js';
import {
  findAnnouncement,
  findPaymentLinks,
  findReminderSettings,
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

/** The payment links and methods as stored (GET /api/site_content/payment_links). */
export async function readPaymentLinks(): Promise<PaymentLinks> {
  const links = await findPaymentLinks();
  return {
    links: links?.links ?? {},
    ...(links?.methods ? { methods: links.methods } : {}),
    ...(links?.voucherAmounts ? { voucherAmounts: links.voucherAmounts } : {}),
    ...(links?.voucherExpiryMonths ? { voucherExpiryMonths: links.voucherExpiryMonths } : {}),
  };
}

/**
 * The studio's own details as stored (GET /api/site_content/studio); empty fields (or none
 * saved yet) are simply not shown.
 */
export async function readStudio(): Promise<StudioDetails> {
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

/**
 * One site content document as this instance last read it, for up to the max age: a booking
 * then reads neither the studio's details nor the payment settings (docs/decisions/0024). A
 * read that fails is not kept; a save on this instance forgets it at once.
 */
function recentlyRead<T>(read: () => Promise<T>) {
  let held: { value: Promise<T>; readAt: number } | undefined;
  return {
    get(): Promise<T> {
      const now = Date.now();
      const maxAgeMs = intSetting(SITE_SETTINGS_MAX_AGE_SECONDS, 0) * 1000;
      const age = held ? now - held.readAt : Infinity;
      // A clock that went back (a test's, or a corrected one) reads again rather than keep it.
      if (held && age >= 0 && age < maxAgeMs) return held.value;
      const value = read();
      held = { value, readAt: now };
      value.catch(() => {
        if (held?.value === value) held = undefined;
      });
      return value;
    },
    forget() {
      held = undefined;
    },
  };
}

/**
 * The automatic reminders' times (GET /api/reminder_settings): one 48 hours before until staff
 * choose (docs/product.md#reminder-times); a stored value that no longer parses is the default.
 */
export async function readReminderSettings(): Promise<ReminderSettings> {
  const parsed = reminderSettingsSchema.safeParse(await findReminderSettings());
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}

const recentPaymentLinks = recentlyRead(readPaymentLinks);
const recentReminderSettings = recentlyRead(readReminderSettings);
/** The reminder times as the scheduled reminder job uses them. */
export const getReminderSettings = () => recentReminderSettings.get();
const recentStudio = recentlyRead(readStudio);

/** The payment settings as the changes that take payment and write email use them. */
export const getPaymentLinks = () => recentPaymentLinks.get();
/** The studio's details as the changes that write email use them. */
export const getStudio = () => recentStudio.get();

/** Stores a site content document (whole), audit-logging what changed. */
function saveSiteContent<T extends object>(
  name: 'announcement' | 'paymentLinks' | 'studio' | 'reminders',
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

export async function updatePaymentLinks(links: PaymentLinks, actor: Actor) {
  const saved = await saveSiteContent('paymentLinks', links, actor, 'update_payment_links');
  recentPaymentLinks.forget();
  return saved;
}

export async function updateStudio(studio: StudioDetails, actor: Actor) {
  const saved = await saveSiteContent('studio', studio, actor, 'update_studio_details');
  recentStudio.forget();
  return saved;
}

export async function updateReminderSettings(settings: ReminderSettings, actor: Actor) {
  const saved = await saveSiteContent('reminders', settings, actor, 'update_reminder_settings');
  recentReminderSettings.forget();
  return saved;
}

import { z } from './zod.js';
import { CRAFT_TYPES, LEVELS } from './model.js';
import { formatPrice, parsePrice } from './price.js';

export const MAX_PRICE = 10_000;
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export const ADMIN_FIELD_MESSAGES = {
  id: 'The id may only use letters, numbers, - and _ (up to 128 characters)',
  image: 'Enter an image path such as /images/name.svg or an https:// address',
  level: `Choose a level: ${LEVELS.join(', ')}`,
  price: 'Enter a price such as £15 or £12.50',
  craftType: `Choose a craft type: ${CRAFT_TYPES.join(', ')}`,
  link: 'Enter a link starting with / (a page of this site) or https://',
  yesNo: 'Choose yes or no',
} as const;

const m = ADMIN_FIELD_MESSAGES;

// Firestore document ids: never a slash, never "." or "..".
export const DOC_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export const docIdSchema = (message: string = m.id) =>
  z.string({ error: message }).trim().regex(DOC_ID_PATTERN, { error: message });

export const requiredText = (max: number, message: string, tooLong?: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong ?? `Keep this to ${max} characters` });

export const optionalText = (max: number) =>
  z
    .string({ error: 'Enter text' })
    .trim()
    .max(max, { error: `Keep this to ${max} characters` });

export const yesNo = () => z.boolean({ error: m.yesNo });

/**
 * A page of this site ("/calendar_view", not "//host") or an https address. Whitespace,
 * control characters and backslashes are refused anywhere (browsers read "/\\evil" or a tab
 * in a scheme in surprising ways), and a relative link must stay on the site once resolved.
 */
export function isSafeLink(value: string): boolean {
  const unsafe = [...value].some(
    (c) => /\s/.test(c) || c === '\\' || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127,
  );
  if (value === '' || unsafe) return false;
  const SITE = 'https://site.invalid';
  try {
    const url = new URL(value, SITE);
    if (value.startsWith('/')) return !value.startsWith('//') && url.origin === SITE;
    return url.protocol === 'https:' && url.hostname !== '' && url.origin !== SITE;
  } catch {
    return false;
  }
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const linkSchema = (message: string = m.link) =>
  z.string({ error: message }).trim().max(2000, { error: message }).refine(isSafeLink, {
    error: message,
  });

export const imageSchema = z
  .string({ error: m.image })
  .trim()
  .max(2000, { error: m.image })
  .refine((s) => s === '' || isSafeLink(s), { error: m.image })
  .transform((s) => s || PLACEHOLDER_IMAGE);

export type Level = (typeof LEVELS)[number];

export const levelSchema = z.enum(LEVELS, { error: m.level });

export const craftTypeSchema = z.enum(CRAFT_TYPES, { error: m.craftType });

/** "15", "£15" or "£12.50", stored the way the site prints it ("£15", "£12.50"). */
export const priceTextSchema = z
  .string({ error: m.price })
  .trim()
  .refine(
    (s) => {
      const n = parsePrice(s);
      return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE;
    },
    { error: m.price },
  )
  .transform((s) => formatPrice(parsePrice(s)));

/** Lower-case words joined by dashes: "Crochet a Bouquet!" -> "crochet-a-bouquet". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

/** The body of a delete: the document's id. */
export const deleteSchema = z.object({ id: docIdSchema() });
export type DeleteInput = z.infer<typeof deleteSchema>;

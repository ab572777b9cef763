import { isHttpsUrl, optionalText, requiredText } from './admin-fields.js';
import type { StudioDetails } from './studio-details.js';
import { z } from './zod.js';

// PUT /api/site_content/studio: the studio's own details (see studio-details.ts).

export const STUDIO_MESSAGES = {
  name: "Enter the studio's name",
  email: 'Enter an email address in the correct format, like name@example.com',
  phone: 'Enter a phone number using only digits, spaces and + ( ) -',
  url: 'Enter an address starting with https://',
  socialName: 'Enter the name of the site, such as Instagram',
  analyticsId: 'Enter a Google Analytics measurement id such as G-ABC123DEF4, or leave it empty',
  tooMany: (max: number, what: string) => `Add at most ${max} ${what}`,
} as const;

const m = STUDIO_MESSAGES;

export const MAX_ADDRESS_LINES = 6;
export const MAX_SOCIAL_LINKS = 8;

/** A GA4 measurement id ("G-" and 4 to 16 letters or digits). */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

const emptyOr = (check: (s: string) => boolean) => (s: string) => s === '' || check(s);

const httpsUrlOrEmpty = z
  .string({ error: m.url })
  .trim()
  .max(2000, { error: m.url })
  .refine(emptyOr(isHttpsUrl), { error: m.url });

export const socialLinkSchema = z.object({
  name: requiredText(40, m.socialName),
  url: z
    .string({ error: m.url })
    .trim()
    .max(2000, { error: m.url })
    .refine(isHttpsUrl, { error: m.url }),
});

/** PUT /api/site_content/studio (the whole document). */
export const studioSchema = z.object({
  name: requiredText(80, m.name),
  tagline: optionalText(160),
  addressLines: z
    .array(optionalText(80), { error: m.tooMany(MAX_ADDRESS_LINES, 'address lines') })
    .max(MAX_ADDRESS_LINES, { error: m.tooMany(MAX_ADDRESS_LINES, 'address lines') })
    .transform((lines) => lines.filter((line) => line !== '')),
  email: z
    .string({ error: m.email })
    .trim()
    .max(254, { error: m.email })
    .refine(
      emptyOr((s) => z.email().safeParse(s).success),
      { error: m.email },
    ),
  phone: z
    .string({ error: m.phone })
    .trim()
    .max(30, { error: m.phone })
    .refine(
      emptyOr((s) => /^[+()\-\d ]+$/.test(s) && /\d{6}/.test(s.replace(/\D/g, ''))),
      {
        error: m.phone,
      },
    ),
  openingHours: optionalText(500),
  mapUrl: httpsUrlOrEmpty,
  social: z
    .array(socialLinkSchema, { error: m.tooMany(MAX_SOCIAL_LINKS, 'social links') })
    .max(MAX_SOCIAL_LINKS, { error: m.tooMany(MAX_SOCIAL_LINKS, 'social links') }),
  senderName: optionalText(80),
  analyticsId: z
    .string({ error: m.analyticsId })
    .trim()
    .toUpperCase()
    .max(20, { error: m.analyticsId })
    .refine(
      emptyOr((s) => MEASUREMENT_ID_PATTERN.test(s)),
      { error: m.analyticsId },
    ),
});

// The type and the empty value live in studio-details.ts (no zod) so the site's first view can
// use them without loading the schema library; this checks the schema produces exactly that type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.output<typeof studioSchema>, StudioDetails> = true;
void schemaMatchesType;

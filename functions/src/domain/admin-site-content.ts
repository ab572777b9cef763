import { z } from './zod.js';
import { isHttpsUrl, requiredText, yesNo } from './admin-fields.js';
import { isValidDate } from './dates.js';
import { DEFAULT_VISITOR_PAYMENT, VISITOR_PAYMENTS } from './payment.js';

export const SITE_CONTENT_MESSAGES = {
  title: 'Enter a title',
  message: 'Enter the announcement text',
  expiresOn: 'Enter the last day to show it as YYYY-MM-DD',
  link: 'Enter a payment link starting with https://',
  methods: 'Choose how visitors pay',
  voucherAmounts: 'Enter up to six amounts in whole pounds from £10 to £500, separated by commas',
  voucherExpiryMonths: 'Enter how many months a gift voucher lasts, from 1 to 60',
} as const;

const m = SITE_CONTENT_MESSAGES;

function isIsoDate(s: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return !!match && isValidDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** PUT /api/site_content/announcement */
export const announcementSchema = z.object({
  title: requiredText(120, m.title),
  message: requiredText(2000, m.message),
  expiresOn: z.string({ error: m.expiresOn }).trim().refine(isIsoDate, { error: m.expiresOn }),
  active: yesNo(),
});

export type AnnouncementInput = z.infer<typeof announcementSchema>;

const paymentLink = z
  .string({ error: m.link })
  .trim()
  .max(2000, { error: m.link })
  .refine(isHttpsUrl, { error: m.link });

const optionalLink = paymentLink.or(z.literal(''));

/** "25, 50, 75" as typed (or the stored numbers): pounds; what is not a number fails the rule. */
function toAmounts(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (!v.trim()) return undefined;
  return v
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => {
      const n = Number(part.replace(/^£/, ''));
      return Number.isFinite(n) ? n : -1;
    });
}

/**
 * PUT /api/site_content/payment_links: how visitors pay (domain/payment.ts) and one card payment
 * link per guest count, 1 to 4; the links may be left empty only when visitors pay by card.
 */
export const paymentLinksSchema = z
  .object({
    methods: z.enum(VISITOR_PAYMENTS, { error: m.methods }).default(DEFAULT_VISITOR_PAYMENT),
    links: z.object(
      { '1': optionalLink, '2': optionalLink, '3': optionalLink, '4': optionalLink },
      { error: m.link },
    ),
    /** Gift vouchers (domain/voucher.ts): the amounts offered to buy, and how long one lasts. */
    voucherAmounts: z.preprocess(
      toAmounts,
      z
        .array(z.number({ error: m.voucherAmounts }), { error: m.voucherAmounts })
        .min(1, { error: m.voucherAmounts })
        .max(6, { error: m.voucherAmounts })
        .refine((amounts) => amounts.every((n) => Number.isInteger(n) && n >= 10 && n <= 500), {
          error: m.voucherAmounts,
        })
        .optional(),
    ),
    voucherExpiryMonths: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() ? Number(v) : undefined) : v),
      z
        .number({ error: m.voucherExpiryMonths })
        .int({ error: m.voucherExpiryMonths })
        .min(1, { error: m.voucherExpiryMonths })
        .max(60, { error: m.voucherExpiryMonths })
        .optional(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.methods === 'card') return;
    for (const [guests, link] of Object.entries(input.links)) {
      if (link === '') ctx.addIssue({ code: 'custom', message: m.link, path: ['links', guests] });
    }
  });

export type PaymentLinksInput = z.infer<typeof paymentLinksSchema>;

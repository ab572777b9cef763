import { londonDate } from './clock.js';
import { emailSchemaFor } from './contact.js';
import { daysInMonth, londonInstant, londonParts } from './dates.js';
import { formatPrice, parsePrice } from './price.js';
import { z } from './zod.js';

// Gift vouchers (docs/product.md#gift-vouchers): stored credit with a code, spent over several
// bookings until the balance is gone. Amounts here are pence, as the ledger keeps them; a
// booking records its voucher part in pounds like its total_price.

/**
 * Crockford's base32: digits and letters without I, L, O and U, so nothing read aloud or
 * copied by hand is mistaken for another symbol. 32 symbols: 5 bits each.
 */
export const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 symbols: 60 random bits, in three groups of four ("7KQ3-PXW2-9HMD"). */
export const VOUCHER_CODE_LENGTH = 12;
export const VOUCHER_CODE_PATTERN =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

type RandomBytes = (n: number) => Uint8Array;
const cryptoBytes: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

/** A new code from the platform's cryptographic random source (32 divides 256: no bias). */
export function newVoucherCode(random: RandomBytes = cryptoBytes): string {
  const symbols = [...random(VOUCHER_CODE_LENGTH)].map((byte) => VOUCHER_ALPHABET[byte & 31]);
  return [0, 4, 8].map((at) => symbols.slice(at, at + 4).join('')).join('-');
}

/**
 * What a person typed, as the code it means: any case, spaces or dashes anywhere, and the
 * look-alikes Crockford maps (O is 0; I and L are 1). Anything that is not 12 symbols then is
 * returned compacted, and matches no code.
 */
export function normaliseVoucherCode(text: string): string {
  const compact = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (
    compact.length !== VOUCHER_CODE_LENGTH ||
    [...compact].some((c) => !VOUCHER_ALPHABET.includes(c))
  ) {
    return compact.slice(0, 40);
  }
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
}

export const isVoucherCode = (code: string) => VOUCHER_CODE_PATTERN.test(code);

/** The voucher's ledger: every change of its balance, never edited, only added to. */
export type VoucherEntryKind =
  'purchase' | 'issue' | 'spend' | 'refund' | 'adjustment' | 'void' | 'extend';

export interface VoucherEntry {
  at: number;
  kind: VoucherEntryKind;
  /** Pence added to (positive) or taken from (negative) the balance. */
  amount: number;
  /** The booking a spend or refund was for (its reference for staff to read). */
  bookingId?: string;
  reference?: string;
  /** Who made it: a staff email, "Stripe", or "the booking site". */
  by: string;
  reason?: string;
  /** An expiry extension: the new expiry. */
  expiresAt?: number;
}

export interface Voucher {
  /** The code, normalised ("7KQ3-PXW2-9HMD"): also the document's id. */
  code: string;
  /** Pence it was bought or issued for. */
  amount: number;
  /** Pence left: always the sum of the ledger, written in the same commit as each entry. */
  balance: number;
  expiresAt: number;
  createdAt: number;
  source: 'purchase' | 'staff';
  recipientName: string;
  /** Where the voucher email went (staff: optional; a purchase: the recipient or the buyer). */
  email?: string;
  buyerName?: string;
  buyerEmail?: string;
  message?: string;
  /** A staff note (staff only). */
  note?: string;
  /** A purchase: when to send it to the recipient (else it went to the buyer). */
  sendOn?: number;
  sentAt?: number;
  purchaseId?: string;
  voidedAt?: number;
  voidReason?: string;
  /** The printable page's secret link: nonce and hash (lib/link-tokens.ts). */
  printNonce?: string;
  printTokenHash?: string;
  /** When its personal data was removed (retention or erasure). */
  anonymisedAt?: number;
  ledger: VoucherEntry[];
}

export const balanceOf = (ledger: readonly VoucherEntry[]) =>
  ledger.reduce((sum, entry) => sum + entry.amount, 0);

/** How a voucher is spent, as its email and printable page say it. */
export const VOUCHER_HOW_TO_USE_WORDS =
  'Choose a workshop and a date on our website, and enter the code on the last step before you finish your booking. The voucher pays for as many bookings as its balance covers, until it expires.';

/** The default life of a voucher, in months from purchase (a payment setting). */
export const DEFAULT_VOUCHER_EXPIRY_MONTHS = 12;
/** The amounts offered to buy, in pounds, unless the studio sets others. */
export const DEFAULT_VOUCHER_AMOUNTS = [25, 50, 75];
export const MIN_VOUCHER_POUNDS = 10;
export const MAX_VOUCHER_POUNDS = 500;

/**
 * When a voucher bought at `from` expires: the end of the same London day `months` later (the
 * last day of a shorter month), so "valid until 14 March 2027" holds all that day.
 */
export function voucherExpiry(from: number, months = DEFAULT_VOUCHER_EXPIRY_MONTHS): number {
  const { year, month, day } = londonParts(from);
  const index = month - 1 + months;
  const y = year + Math.floor(index / 12);
  const m = (index % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return londonInstant(y, m, d, 23, 59) + 59_999;
}

export const isExpired = (voucher: Pick<Voucher, 'expiresAt'>, now: number) =>
  voucher.expiresAt <= now;

/** Pence of a total a balance covers: all of it, or the balance (never below 0). */
export function coveredPence(totalPence: number, balancePence: number): number {
  return Math.max(0, Math.min(totalPence, balancePence));
}

export type VoucherRefusal = 'unknown' | 'expired' | 'used_up' | 'voided';

/**
 * Why a voucher cannot be spent now, or null if it can. A code that matches no voucher is
 * 'unknown'; only a code that exists (typed exactly, after normalising) says more.
 */
export function voucherRefusal(voucher: Voucher | null, now: number): VoucherRefusal | null {
  if (!voucher) return 'unknown';
  if (voucher.voidedAt) return 'voided';
  if (isExpired(voucher, now)) return 'expired';
  if (voucher.balance <= 0) return 'used_up';
  return null;
}

export const VOUCHER_MESSAGES = {
  notValid: 'This gift voucher code is not valid',
  code: 'Enter the gift voucher code, such as 7KQ3-PXW2-9HMD',
  amount: `Enter an amount from ${formatPrice(MIN_VOUCHER_POUNDS)} to ${formatPrice(MAX_VOUCHER_POUNDS)}`,
  staffAmount: 'Enter an amount in pounds, such as 25',
  recipientName: "Enter the recipient's name",
  buyerName: 'Enter your name',
  email: 'Enter a valid email address, like name@example.com',
  buyerEmail: 'Enter your email address, like name@example.com',
  recipientEmail: "Enter the recipient's email address, like name@example.com",
  sendOn: 'Choose a day from today to a year ahead to send it',
  reason: 'Say why',
  expiry: 'Choose a new expiry date after the current one',
  unknown: 'There is no gift voucher with this code',
  alreadyVoid: 'This gift voucher is already cancelled',
  tooMany: 'Too many gift voucher codes tried; please wait a few minutes and try again',
} as const;

/** What a visitor is told about a code that cannot be spent (see voucherRefusal). */
export function refusalMessage(refusal: VoucherRefusal, voucher: Voucher | null): string {
  switch (refusal) {
    case 'unknown':
      return VOUCHER_MESSAGES.notValid;
    case 'voided':
      return 'This gift voucher has been cancelled; please contact the studio';
    case 'expired':
      return `This gift voucher expired on ${londonDate(voucher?.expiresAt)}`;
    case 'used_up':
      return 'This gift voucher has been used up';
  }
}

const MAX_TEXT = 200;
const MAX_MESSAGE = 500;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Pounds, typed ("25", "£25.50") or sent as a number. */
const pounds = (error: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : parsePrice(v)) : v),
    poundsNumber(error, min, max),
  );
const poundsNumber = (error: string, min: number, max: number) =>
  z
    .number({ error })
    .finite({ error })
    .min(min, { error })
    .max(max, { error })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error });

/** POST /api/issue_voucher: staff issue one sold at the counter or given away. */
export const issueVoucherSchema = z.object({
  amount: pounds(VOUCHER_MESSAGES.staffAmount, 1, 5000),
  recipientName: z
    .string({ error: VOUCHER_MESSAGES.recipientName })
    .trim()
    .min(1, { error: VOUCHER_MESSAGES.recipientName })
    .max(MAX_TEXT, { error: VOUCHER_MESSAGES.recipientName }),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    emailSchemaFor(VOUCHER_MESSAGES.email).optional(),
  ),
  note: optionalText(MAX_MESSAGE),
});
export type IssueVoucherInput = z.infer<typeof issueVoucherSchema>;
export type IssueVoucherBody = z.input<typeof issueVoucherSchema>;

const codeField = z
  .string({ error: VOUCHER_MESSAGES.code })
  .trim()
  .min(1, { error: VOUCHER_MESSAGES.code })
  .max(40, { error: VOUCHER_MESSAGES.code });

export const voidVoucherSchema = z.object({
  code: codeField,
  reason: z
    .string({ error: VOUCHER_MESSAGES.reason })
    .trim()
    .min(1, { error: VOUCHER_MESSAGES.reason })
    .max(MAX_MESSAGE, { error: VOUCHER_MESSAGES.reason }),
});
export type VoidVoucherInput = z.infer<typeof voidVoucherSchema>;

export const extendVoucherSchema = z.object({
  code: codeField,
  /** The new last day, YYYY-MM-DD (London). */
  expiresOn: z.string({ error: VOUCHER_MESSAGES.expiry }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: VOUCHER_MESSAGES.expiry,
  }),
});
export type ExtendVoucherInput = z.infer<typeof extendVoucherSchema>;

/** The end of a London day given as YYYY-MM-DD (NaN if it is no day). */
export function endOfLondonDay(isoDay: string): number {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return londonInstant(y, m, d, 23, 59) + 59_999;
}

/** POST /api/check_voucher: what a code would pay of a booking's total (pounds). */
export const checkVoucherSchema = z.object({
  code: codeField,
  total: z.number({ error: 'Send the booking total' }).finite().min(0).max(100_000).optional(),
});
export type CheckVoucherInput = z.infer<typeof checkVoucherSchema>;

/** The booking's optional code: the same rules as the check. */
export const voucherCodeField = codeField.optional();

/** A voucher as staff see it, amounts in pounds. */
export interface VoucherView {
  code: string;
  amount: number;
  balance: number;
  expiresAt: number;
  createdAt: number;
  source: Voucher['source'];
  recipientName: string;
  email?: string;
  buyerName?: string;
  buyerEmail?: string;
  message?: string;
  note?: string;
  sendOn?: number;
  sentAt?: number;
  voidedAt?: number;
  voidReason?: string;
  state: 'active' | 'expired' | 'used_up' | 'voided';
  ledger: (Omit<VoucherEntry, 'amount'> & { amount: number })[];
}

const toPounds = (pence: number) => pence / 100;

export function voucherView(voucher: Voucher, now: number): VoucherView {
  const {
    printNonce: _n,
    printTokenHash: _h,
    purchaseId: _p,
    anonymisedAt: _a,
    ledger,
    amount,
    balance,
    ...rest
  } = voucher;
  const refusal = voucherRefusal(voucher, now);
  return {
    ...rest,
    amount: toPounds(amount),
    balance: toPounds(balance),
    state: refusal === null || refusal === 'unknown' ? 'active' : refusal,
    ledger: ledger.map((entry) => ({ ...entry, amount: toPounds(entry.amount) })),
  };
}

/**
 * A voucher being bought: what the buyer asked for, until Stripe says it is paid (then the
 * voucher is made from it, once). Amount in pence.
 */
export interface VoucherPurchase {
  id: string;
  amount: number;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  /** Sent to the recipient on `sendOn` (the start of that London day), else to the buyer. */
  recipientEmail?: string;
  sendOn?: number;
  message?: string;
  createdAt: number;
  state: 'open' | 'paid' | 'expired';
  sessionId?: string;
  checkoutUrl?: string;
  /** The voucher made once paid. */
  code?: string;
  paidAt?: number;
  paymentIntentId?: string;
  /** The return page's and printable page's secret link: nonce and hash. */
  linkNonce: string;
  linkTokenHash: string;
  requestHash?: string;
}

/** A London day, YYYY-MM-DD, from `from` to a year after it (the send date of a voucher). */
export function isSendDay(isoDay: string, now: number): boolean {
  const start = londonInstant(...(isoDay.split('-').map(Number) as [number, number, number]), 0);
  if (!Number.isFinite(start)) return false;
  const today = londonInstant(...londonDayParts(now), 0);
  return start >= today && start <= today + 366 * 24 * 3600 * 1000;
}

const londonDayParts = (ms: number): [number, number, number] => {
  const { year, month, day } = londonParts(ms);
  return [year, month, day];
};

/** When a voucher chosen to go on a day is sent: 8 in the morning, London time. */
export const sendOnInstant = (isoDay: string) =>
  londonInstant(...(isoDay.split('-').map(Number) as [number, number, number]), 8);

export const BUY_MESSAGES = {
  id: 'Please reload the page and try again',
  sendTo: 'Choose who we email the voucher to',
  message: 'Please keep the message to 500 characters',
} as const;

/**
 * POST /api/buy_voucher: the buying form (`/gift_vouchers`). The amount is any from £10 to £500
 * (the page offers the studio's presets and its workshops' prices); sent to the buyer to hand
 * over, or to the recipient on a chosen day.
 */
export function buyVoucherSchema(now: number) {
  const base = z.object({
    id: z
      .string({ error: BUY_MESSAGES.id })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: BUY_MESSAGES.id }),
    amount: pounds(VOUCHER_MESSAGES.amount, MIN_VOUCHER_POUNDS, MAX_VOUCHER_POUNDS),
    buyerName: z
      .string({ error: VOUCHER_MESSAGES.buyerName })
      .trim()
      .min(1, { error: VOUCHER_MESSAGES.buyerName })
      .max(MAX_TEXT, { error: VOUCHER_MESSAGES.buyerName }),
    buyerEmail: emailSchemaFor(VOUCHER_MESSAGES.buyerEmail),
    recipientName: z
      .string({ error: VOUCHER_MESSAGES.recipientName })
      .trim()
      .min(1, { error: VOUCHER_MESSAGES.recipientName })
      .max(MAX_TEXT, { error: VOUCHER_MESSAGES.recipientName }),
    message: z
      .string()
      .trim()
      .max(MAX_MESSAGE, { error: BUY_MESSAGES.message })
      .optional()
      .transform((v) => (v ? v : undefined)),
  });
  // Each way of sending has its own fields, checked whatever else the form lacks (an object
  // drops fields it does not name: the recipient's address when it goes to the buyer).
  return z.discriminatedUnion(
    'sendTo',
    [
      base.extend({ sendTo: z.literal('buyer') }),
      base.extend({
        sendTo: z.literal('recipient'),
        recipientEmail: emailSchemaFor(VOUCHER_MESSAGES.recipientEmail),
        sendOn: z
          .string({ error: VOUCHER_MESSAGES.sendOn })
          .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isSendDay(day, now), {
            error: VOUCHER_MESSAGES.sendOn,
          }),
      }),
    ],
    { error: BUY_MESSAGES.sendTo },
  );
}
export type BuyVoucherInput = z.infer<ReturnType<typeof buyVoucherSchema>>;
export type BuyVoucherBody = z.input<ReturnType<typeof buyVoucherSchema>>;

/** A voucher's own page (its secret link): the voucher once paid, or that it is on its way. */
export type VoucherPage =
  | { state: 'waiting' | 'not_paid' }
  | {
      state: 'ready';
      code: string;
      amount: number;
      recipientName: string;
      buyerName?: string;
      message?: string;
      expiresAt: number;
      balance: number;
      /** To the recipient on that day (not yet sent), or sent. */
      sendOn?: number;
      email?: string;
    };

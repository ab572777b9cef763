import { MONTHS } from './clock.js';
import { docIdSchema } from './admin-fields.js';
import { londonIsoDate } from './dates.js';
import type { DiscountRule } from './pricing.js';
import { z } from './zod.js';

// Discount codes (docs/product.md#discount-codes): a percentage or an amount off a booking,
// valid between two London dates (inclusive), for some workshop types or all, for a number of
// places in all (not of bookings: a code for 10 uses takes 10 places, however they are booked),
// one code per booking, switched on and off by staff.

/** A discount code as stored in `discount_codes`, its id the code itself (upper case). */
export interface DiscountCode {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent (1-100, whole) or pounds (to the penny). */
  value: number;
  /** First and last London day it can be used on, YYYY-MM-DD; '' is no limit. */
  validFrom: string;
  validTo: string;
  /** The workshop types it is for; empty is every type. */
  workshopTypes: string[];
  /** Places it may be used for in all; null is no limit. */
  maxPlaces: number | null;
  /** Places booked with it (a cancellation or fewer guests gives them back). */
  placesUsed: number;
  active: boolean;
  createdAt: number;
  updatedAt?: number;
}

/** What a booking keeps of the code it was booked with. */
export interface BookingDiscount {
  code: string;
  /** Pounds taken off. */
  amount: number;
  /** The code's rule when booked: a change of guests or date prices the booking with it again. */
  kind?: DiscountCode['kind'];
  value?: number;
}

export const MAX_DISCOUNT_AMOUNT = 10_000;
export const CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;

export const DISCOUNT_MESSAGES = {
  unknown: 'This code is not valid',
  inactive: 'This code is not active at the moment',
  expired: 'This code has expired',
  notYet: (from: string) => `This code can be used from ${dayLabel(from)}`,
  notForType: (name: string) => `This code is not for ${name}`,
  usedUp: 'This code has been used up',
  tooFewLeft: (left: number) =>
    `This code can be used for ${left} more ${left === 1 ? 'place' : 'places'} only; book ${left} or fewer to use it`,
  // Staff form.
  code: 'Enter a code of 3 to 20 letters, numbers or dashes',
  kind: 'Choose a percentage or an amount off',
  percent: 'Enter a whole percentage from 1 to 100',
  amount: `Enter an amount off such as 5 or 7.50 (at most £${MAX_DISCOUNT_AMOUNT.toLocaleString('en-GB')})`,
  date: 'Enter a date as YYYY-MM-DD, or leave it empty',
  dateOrder: 'The last day cannot be before the first day',
  maxPlaces: 'Enter a whole number of places of 1 or more, or leave it empty for no limit',
  exists: 'That code already exists; edit it instead',
  missing: 'There is no discount code with this code',
} as const;

const m = DISCOUNT_MESSAGES;

/** "1 December 2026" from YYYY-MM-DD. */
export function dayLabel(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** A code as typed: spaces trimmed, any case. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

/** An amount of whole pence (7.5 and 7.50 are; 7.505 is not). */
const wholePence = (pounds: number) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;

const isoDay = z
  .string({ error: m.date })
  .trim()
  .refine((s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s))), {
    error: m.date,
  });

/** POST /api/discount_code: the staff form, to create a code (`create`) or change one. */
export const discountCodeSchema = z
  .object({
    create: z.boolean().default(false),
    code: z
      .string({ error: m.code })
      .transform(normaliseCode)
      .pipe(z.string().regex(CODE_PATTERN, { error: m.code })),
    kind: z.enum(['percent', 'amount'], { error: m.kind }),
    value: z.number({ error: m.amount }).positive({ error: m.amount }),
    validFrom: isoDay.default(''),
    validTo: isoDay.default(''),
    workshopTypes: z.array(docIdSchema()).max(200).default([]),
    maxPlaces: z
      .number({ error: m.maxPlaces })
      .int({ error: m.maxPlaces })
      .min(1, { error: m.maxPlaces })
      .max(100_000, { error: m.maxPlaces })
      .nullable()
      .default(null),
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && !(Number.isInteger(input.value) && input.value <= 100)) {
      ctx.addIssue({ code: 'custom', message: m.percent, path: ['value'] });
    }
    if (
      input.kind === 'amount' &&
      !(input.value <= MAX_DISCOUNT_AMOUNT && wholePence(input.value))
    ) {
      ctx.addIssue({ code: 'custom', message: m.amount, path: ['value'] });
    }
    if (input.validFrom && input.validTo && input.validTo < input.validFrom) {
      ctx.addIssue({ code: 'custom', message: m.dateOrder, path: ['validTo'] });
    }
  });

export type DiscountCodeInput = z.infer<typeof discountCodeSchema>;
export type DiscountCodeBody = z.input<typeof discountCodeSchema>;

/** POST /api/discount_code_active: switch a code on or off. */
export const discountCodeActiveSchema = z.object({
  code: z.string({ error: m.code }).transform(normaliseCode),
  active: z.boolean({ error: 'Choose active or not' }),
});

/**
 * A code a visitor types: the booking form's field. A code that cannot exist answers as an
 * unknown one does, so the answer never tells a near miss from a miss.
 */
export const discountCodeField = z
  .string({ error: m.unknown })
  .max(40, { error: m.unknown })
  .transform(normaliseCode)
  .pipe(z.union([z.literal(''), z.string().regex(CODE_PATTERN, { error: m.unknown })]))
  .optional();

/** POST /api/check_discount: a code for a date and a number of places. */
export const checkDiscountSchema = z.object({
  code: discountCodeField.pipe(z.string({ error: m.unknown }).min(1, { error: m.unknown })),
  scheduled_workshop_id: docIdSchema('Please choose a date for the workshop'),
  guests: z.number().int().min(1).max(100),
});

export type CheckDiscountBody = z.input<typeof checkDiscountSchema>;

export const ruleOf = (code: Pick<DiscountCode, 'kind' | 'value'>): DiscountRule =>
  code.kind === 'percent' ? { percentOff: code.value } : { amountOff: code.value };

/** The booking's rule again, from what it kept. */
export const bookingRuleOf = (discount: BookingDiscount | undefined): DiscountRule | undefined =>
  discount?.kind && discount.value !== undefined
    ? ruleOf({ kind: discount.kind, value: discount.value })
    : undefined;

/** Places a code can still be used for (Infinity with no limit). */
export const placesLeftOf = (code: Pick<DiscountCode, 'maxPlaces' | 'placesUsed'>) =>
  code.maxPlaces === null ? Infinity : Math.max(0, code.maxPlaces - code.placesUsed);

export interface DiscountUse {
  /** The workshop type booked, and its name for the message. */
  workshopType: string;
  workshopName: string;
  places: number;
  now: number;
}

/** Why a code cannot be used for this booking: the message, and 400 or 409 (used up). */
export interface DiscountRefusal {
  status: 400 | 409;
  message: string;
}

/** Null when the code can be used for the booking; else why not, in the order a person asks. */
export function discountRefusal(
  code: DiscountCode | null,
  { workshopType, workshopName, places, now }: DiscountUse,
): DiscountRefusal | null {
  if (!code) return { status: 400, message: m.unknown };
  if (!code.active) return { status: 400, message: m.inactive };
  const today = londonIsoDate(now);
  if (code.validTo && today > code.validTo) return { status: 400, message: m.expired };
  if (code.validFrom && today < code.validFrom) {
    return { status: 400, message: m.notYet(code.validFrom) };
  }
  if (code.workshopTypes.length > 0 && !code.workshopTypes.includes(workshopType)) {
    return { status: 400, message: m.notForType(workshopName) };
  }
  const left = placesLeftOf(code);
  if (left === 0) return { status: 409, message: m.usedUp };
  if (left < places) return { status: 409, message: m.tooFewLeft(left) };
  return null;
}

/** The code as stored from the staff form (a change keeps its uses and creation time). */
export function discountCodeFrom(
  input: DiscountCodeInput,
  existing: DiscountCode | null,
  now: number,
): DiscountCode {
  const { create: _create, ...fields } = input;
  return {
    ...fields,
    placesUsed: existing?.placesUsed ?? 0,
    createdAt: existing?.createdAt ?? now,
    ...(existing ? { updatedAt: now } : {}),
  };
}

import { z } from './zod.js';
import { INVALID_EMAIL, INVALID_MOBILE } from './messages.js';

export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const UK_MOBILE = /^\(?(?:\+44 ?\(?0?\)? ?7|07)\d{3}\)? ?\d{3} ?\d{3}$/;

export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL })
  .regex(EMAIL, { error: INVALID_EMAIL });

export function isEmail(s: string): boolean {
  return emailSchema.safeParse(s).success;
}

function count(s: string, char: string): number {
  return s.split(char).length - 1;
}

export function isUkMobile(s: string): boolean {
  const trimmed = s.trim();
  // The pattern allows each bracket on its own, so pairing is checked separately.
  return UK_MOBILE.test(trimmed) && count(trimmed, '(') === count(trimmed, ')');
}

export const ukMobileSchema = z
  .string({ error: INVALID_MOBILE })
  .trim()
  .refine(isUkMobile, { error: INVALID_MOBILE });

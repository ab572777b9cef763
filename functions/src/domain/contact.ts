import { z } from './zod.js';
import { EMAIL_REQUIRED, INVALID_EMAIL, INVALID_MOBILE, MOBILE_REQUIRED } from './messages.js';

export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const UK_MOBILE = /^\(?(?:\+44 ?\(?0?\)? ?7|07)\d{3}\)? ?\d{3} ?\d{3}$/;

/** A string that must not be empty: missing or blank says `missing`, anything else not text `wrong`. */
const filledIn = (missing: string, wrong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : wrong) })
    .trim()
    .min(1, { error: missing, abort: true });

/** An email address; `missing` is what an empty field says (the visitor's own by default). */
export const emailSchemaFor = (missing: string) =>
  filledIn(missing, INVALID_EMAIL)
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL })
    .regex(EMAIL, { error: INVALID_EMAIL });

export const emailSchema = emailSchemaFor(EMAIL_REQUIRED);

/** GET /api/person_data (its query) and POST /api/erase_person: staff name someone's address. */
export const personEmailSchema = z.object({
  email: emailSchemaFor('Enter the email address of the person'),
});

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

export const ukMobileSchema = filledIn(MOBILE_REQUIRED, INVALID_MOBILE).refine(isUkMobile, {
  error: INVALID_MOBILE,
});

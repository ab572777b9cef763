import { normaliseEmail } from './mail-allowance.js';
import type { Booking } from './model.js';
import { isBooked } from './places.js';
import { isPlainLine, isPlainText, UNSAFE_TEXT } from './plain-text.js';
import { isActiveEntry, type WaitlistEntry } from './waitlist.js';
import { z } from './zod.js';

// A message from staff to everyone booked on a date, or to its waiting list
// (docs/product.md#messages-to-a-class).

export const CLASS_MESSAGE_TO = ['booked', 'waiting'] as const;
export type ClassMessageTo = (typeof CLASS_MESSAGE_TO)[number];

export const MAX_SUBJECT_LENGTH = 150;
export const MAX_MESSAGE_LENGTH = 5000;

export const CLASS_MESSAGE_MESSAGES = {
  date: 'Choose a scheduled workshop',
  subject: 'Enter a subject',
  subjectTooLong: `Keep the subject to ${MAX_SUBJECT_LENGTH} characters`,
  message: 'Enter the message',
  messageTooLong: `Keep the message to ${MAX_MESSAGE_LENGTH} characters`,
  to: 'Choose who to write to',
  requestId: 'Reload the page and send again',
  nobody: 'There is nobody to write to: no one with an email address is booked on this date',
  nobodyWaiting: 'There is nobody to write to: no one is waiting for this date',
} as const;

const m = CLASS_MESSAGE_MESSAGES;

/** POST /api/message_bookers and POST /api/preview_message_bookers */
export const messageBookersSchema = z.object({
  scheduled_workshop_id: z
    .string({ error: m.date })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: m.date }),
  subject: z
    .string({ error: m.subject })
    .trim()
    .min(1, { error: m.subject })
    .max(MAX_SUBJECT_LENGTH, { error: m.subjectTooLong })
    .refine(isPlainLine, { error: UNSAFE_TEXT }),
  message: z
    .string({ error: m.message })
    .trim()
    .min(1, { error: m.message })
    .max(MAX_MESSAGE_LENGTH, { error: m.messageTooLong })
    .refine(isPlainText, { error: UNSAFE_TEXT }),
  to: z.enum(CLASS_MESSAGE_TO, { error: m.to }),
  /** Fresh for each send on the page: the same send again (a retry) writes nothing more. */
  requestId: z
    .string({ error: m.requestId })
    .regex(/^[A-Za-z0-9-]{6,64}$/, { error: m.requestId })
    .optional(),
});

export type MessageBookersInput = z.infer<typeof messageBookersSchema>;

export interface Recipient {
  email: string;
  name: string;
}

/**
 * Who a message goes to: each address once (however it is written, domain/mail-allowance.ts),
 * named as its first booking or entry names it. Booked: confirmed bookings (not cancelled, not
 * a card payment still open or never made) with an email. Waiting: the entries still in line or offered places.
 */
export function recipientsOf(
  to: ClassMessageTo,
  bookings: readonly Booking[],
  entries: readonly WaitlistEntry[],
): Recipient[] {
  const people = to === 'booked' ? bookings.filter(isBooked) : entries.filter(isActiveEntry);
  const byAddress = new Map<string, Recipient>();
  for (const p of people) {
    if (!p.email) continue;
    const key = normaliseEmail(p.email);
    if (!byAddress.has(key)) byAddress.set(key, { email: p.email.trim(), name: p.name });
  }
  return [...byAddress.values()];
}

/** The message's paragraphs: its lines, without the empty ones between paragraphs. */
export const messageParagraphs = (message: string) =>
  message
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');

import type { MailKind } from './model.js';

// The daily allowance of emails a visitor's actions may send one address
// (docs/product.md#email-allowance): at most 10 a day, counted only when the action succeeded.
// The studio's own notices (staff-sent emails, reminders, the scheduled jobs' offers) and the
// notices to the studio's inbox are not counted.

export const VISITOR_MAILS_PER_DAY = 10;
export const WAITLIST_JOINS_PER_EMAIL_PER_DAY = 5;

export const MAIL_ALLOWANCE_MESSAGES = {
  mails:
    'We have sent this email address as many emails as we send in a day; please try again tomorrow or contact the studio',
  joins:
    'You have joined several waiting lists with this email address today; please contact the studio to join more',
} as const;

/** Emails to the studio's own inbox about what a visitor did: not the visitor's allowance. */
const STUDIO_INBOX_KINDS = new Set<MailKind>(['booking-notice', 'visitor-change-notice']);

export const countsAgainstAllowance = (kind: MailKind) => !STUDIO_INBOX_KINDS.has(kind);

/**
 * One address however it is written: lower case, and without a `+tag` in the local part
 * (`Ann+1@Example.com` is `ann@example.com`), since every such variant reaches one inbox.
 */
export function normaliseEmail(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 1) return text;
  const local = text.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${text.slice(at)}`;
}

/** What one address was sent today through visitors' actions. */
export interface AllowanceState {
  mails: number;
  kinds: Partial<Record<MailKind, number>>;
}

export interface AllowanceRules {
  /** Over the allowance: refuse the whole action (429), or do it without the email. */
  overAllowance: 'refuse' | 'without-email';
  /** Per-kind limits (bookings, waiting-list joins), always refused when reached. */
  limits?: Partial<Record<MailKind, { max: number; message: string }>>;
  max?: number;
}

export type AllowancePlan =
  { refused: string } | { send: boolean[]; state: AllowanceState; changed: boolean };

/**
 * Which of the emails an action queued for one address go out, in order, and the address's
 * count after; or the message the action is refused with.
 */
export function planMails(
  state: AllowanceState,
  kinds: readonly MailKind[],
  { overAllowance, limits = {}, max = VISITOR_MAILS_PER_DAY }: AllowanceRules,
): AllowancePlan {
  let mails = state.mails;
  const counts = { ...state.kinds };
  const send: boolean[] = [];
  for (const kind of kinds) {
    const limit = limits[kind];
    if (limit && (counts[kind] ?? 0) >= limit.max) return { refused: limit.message };
    if (mails >= max) {
      if (overAllowance === 'refuse') return { refused: MAIL_ALLOWANCE_MESSAGES.mails };
      send.push(false);
      continue;
    }
    mails += 1;
    counts[kind] = (counts[kind] ?? 0) + 1;
    send.push(true);
  }
  return { send, state: { mails, kinds: counts }, changed: mails !== state.mails };
}

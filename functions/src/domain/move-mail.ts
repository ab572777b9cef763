import type { MailDoc } from './model.js';

// A move's email confirms where the booking now is (docs/product.md#email): the first move's
// goes at once; a move within MOVE_MAIL_WINDOW_MS of the previous move's email waits until that
// window ends, and a later move while it still waits replaces it. However many times a booking
// is moved, its visitor gets at most one "moved" email per window, the last saying where it is.

export const MOVE_MAIL_WINDOW_MS = 10 * 60 * 1000;

type PreviousMoveMail = Pick<MailDoc, 'createdAt' | 'delivery'>;

export interface MoveMailPlan {
  /** When the new email may first be sent. */
  notBefore: number;
  /** Whether the previous move's email, still waiting, is withdrawn in its favour. */
  replacesPrevious: boolean;
}

/** Whether the previous move's email has not been tried yet and waits for its time. */
export function isWaiting(mail: PreviousMoveMail, now: number): boolean {
  const { state, attempts, nextAttemptAt = 0 } = mail.delivery;
  return state === 'PENDING' && attempts === 0 && nextAttemptAt > now;
}

export function planMoveMail(previous: PreviousMoveMail | undefined, now: number): MoveMailPlan {
  if (!previous) return { notBefore: now, replacesPrevious: false };
  if (isWaiting(previous, now)) {
    return { notBefore: previous.delivery.nextAttemptAt!, replacesPrevious: true };
  }
  const lastSent = previous.delivery.deliveredAt ?? previous.createdAt;
  return { notBefore: Math.max(now, lastSent + MOVE_MAIL_WINDOW_MS), replacesPrevious: false };
}

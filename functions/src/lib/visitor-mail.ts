import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type AllowanceRules,
  MAIL_ALLOWANCE_MESSAGES,
  WAITLIST_JOINS_PER_EMAIL_PER_DAY,
} from '../domain/mail-allowance.js';
import {
  BOOKINGS_PER_EMAIL_PER_DAY,
  DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY,
  intSetting,
} from './params.js';
import { LIMIT_MESSAGES } from './public-writes.js';

// The email allowance's scope (docs/product.md#email-allowance): a visitor's request runs its
// work inside `asVisitor`, and every guarded commit in it counts the emails it queues against
// each address's daily allowance, in the same batch as the change, so only what succeeds is
// counted (guarded-commit.ts). Staff requests and the scheduled jobs run outside it.

const scope = new AsyncLocalStorage<AllowanceRules>();

/** What each visitor action does when an address's allowance is spent. */
export type VisitorAction = 'booking' | 'claim' | 'waitlist-join' | 'manage';

function rulesOf(action: VisitorAction): AllowanceRules {
  switch (action) {
    // A new booking is refused: every booking gets its confirmation (payment, manage link).
    case 'booking':
      return {
        overAllowance: 'refuse',
        limits: {
          'booking-confirmation': {
            max: intSetting(BOOKINGS_PER_EMAIL_PER_DAY, DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY),
            message: LIMIT_MESSAGES.email,
          },
        },
      };
    // The position in line is told only by email, so a join without it is refused.
    case 'waitlist-join':
      return {
        overAllowance: 'refuse',
        limits: {
          'waitlist-joined': {
            max: WAITLIST_JOINS_PER_EMAIL_PER_DAY,
            message: MAIL_ALLOWANCE_MESSAGES.joins,
          },
        },
      };
    // A claim (its link came by email: nobody else can block it) and a change through the
    // secret link always go ahead; past the allowance, without the email.
    case 'claim':
    case 'manage':
      return { overAllowance: 'without-email' };
  }
}

/** Runs a visitor's action with its emails counted against the addresses' allowances. */
export function asVisitor<T>(action: VisitorAction, work: () => Promise<T>): Promise<T> {
  return scope.run(rulesOf(action), work);
}

/** The rules of the visitor action running now; none for staff and the jobs. */
export const visitorRules = (): AllowanceRules | undefined => scope.getStore();

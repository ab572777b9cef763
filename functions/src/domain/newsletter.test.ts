import { describe, expect, it } from 'vitest';
import type { NewsletterSignup } from './model.js';
import {
  CONFIRMED_BY,
  confirmDeadline,
  confirmed,
  hasLapsed,
  isConfirmed,
  NEWSLETTER_CONFIRM_DAYS,
} from './newsletter.js';

const ADDED = Date.UTC(2026, 10, 1, 9, 30);
const DAY = 24 * 60 * 60 * 1000;

const pending: NewsletterSignup = {
  email: 'ann@example.com',
  added_date: ADDED,
  status: 'pending',
  consent: { at: ADDED, source: 'booking', bookingId: 'b1', wording: 'Sign me up' },
};

describe('double opt-in', () => {
  it('keeps a request off the list until it is confirmed; a signup from before has no status and is on it', () => {
    expect(isConfirmed(pending)).toBe(false);
    expect(isConfirmed({ status: 'confirmed' })).toBe(true);
    expect(isConfirmed({})).toBe(true);
  });

  it(`lets a request wait ${NEWSLETTER_CONFIRM_DAYS} days for its confirmation, to the millisecond`, () => {
    expect(confirmDeadline(pending)).toBe(ADDED + NEWSLETTER_CONFIRM_DAYS * DAY);
    expect(hasLapsed(pending, confirmDeadline(pending) - 1)).toBe(false);
    expect(hasLapsed(pending, confirmDeadline(pending))).toBe(true);
  });

  it('never lapses a confirmed signup, however old', () => {
    expect(hasLapsed({ ...pending, status: 'confirmed' }, ADDED + 1000 * DAY)).toBe(false);
    expect(hasLapsed({ added_date: ADDED }, ADDED + 1000 * DAY)).toBe(false);
  });

  it('records in the consent when and how the address confirmed, keeping what it agreed to', () => {
    const at = ADDED + 2 * DAY;
    expect(confirmed(pending, at)).toEqual({
      ...pending,
      status: 'confirmed',
      consent: { ...pending.consent, confirmedAt: at, confirmedBy: CONFIRMED_BY },
    });
  });
});

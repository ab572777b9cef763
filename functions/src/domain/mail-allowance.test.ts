import { describe, expect, it } from 'vitest';
import {
  countsAgainstAllowance,
  MAIL_ALLOWANCE_MESSAGES,
  normaliseEmail,
  planMails,
  VISITOR_MAILS_PER_DAY,
} from './mail-allowance.js';

const fresh = { mails: 0, kinds: {} };

describe('normaliseEmail', () => {
  it('makes case and plus-address variants one address', () => {
    for (const variant of [
      'ann@example.com',
      'Ann@Example.COM',
      'ann+1@example.com',
      ' ANN+x+y@example.com ',
    ]) {
      expect(normaliseEmail(variant)).toBe('ann@example.com');
    }
    expect(normaliseEmail('bob@example.com')).not.toBe(normaliseEmail('ann@example.com'));
  });

  it('keeps a local part that is only a plus sign and a tag as it is', () => {
    expect(normaliseEmail('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe('planMails', () => {
  it(`sends up to ${VISITOR_MAILS_PER_DAY} a day, then refuses or goes on without the email`, () => {
    const nearly = { mails: VISITOR_MAILS_PER_DAY - 1, kinds: {} };
    expect(planMails(nearly, ['booking-moved'], { overAllowance: 'refuse' })).toEqual({
      send: [true],
      state: { mails: VISITOR_MAILS_PER_DAY, kinds: { 'booking-moved': 1 } },
      changed: true,
    });
    const spent = { mails: VISITOR_MAILS_PER_DAY, kinds: {} };
    expect(planMails(spent, ['booking-confirmation'], { overAllowance: 'refuse' })).toEqual({
      refused: MAIL_ALLOWANCE_MESSAGES.mails,
    });
    expect(planMails(spent, ['booking-moved'], { overAllowance: 'without-email' })).toEqual({
      send: [false],
      state: spent,
      changed: false,
    });
    expect(
      planMails(nearly, ['booking-confirmation', 'newsletter-signup'], {
        overAllowance: 'without-email',
      }),
    ).toMatchObject({ send: [true, false] });
  });

  it('refuses once a kind has reached its own limit, whatever the allowance', () => {
    const rules = {
      overAllowance: 'without-email' as const,
      limits: { 'waitlist-joined': { max: 2, message: 'enough' } },
    };
    expect(
      planMails({ mails: 2, kinds: { 'waitlist-joined': 2 } }, ['waitlist-joined'], rules),
    ).toEqual({ refused: 'enough' });
    expect(planMails(fresh, ['waitlist-joined'], rules)).toMatchObject({ send: [true] });
  });

  it("never counts the studio's own inbox", () => {
    expect(countsAgainstAllowance('booking-notice')).toBe(false);
    expect(countsAgainstAllowance('visitor-change-notice')).toBe(false);
    expect(countsAgainstAllowance('booking-moved')).toBe(true);
  });
});

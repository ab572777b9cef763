import { describe, it, expect } from 'vitest';
import { emailSchema, isEmail, isUkMobile, personEmailSchema, ukMobileSchema } from './contact.js';

describe('email', () => {
  it.each(['jo@example.com', 'jo.bloggs+knit@studio.co.uk', '  Jo@Example.COM  '])(
    'accepts %j',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'jo',
    'jo@',
    '@example.com',
    'jo@example',
    'jo@example.',
    'jo@@example.com',
    'jo bloggs@example.com',
    'jo@exa mple.com',
    'jo@.com',
  ])('rejects %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('rejects an address longer than 254 characters', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    expect(isEmail(longest)).toBe(true);
    expect(isEmail(`a${longest}`)).toBe(false);
  });

  it('trims and lower-cases the address it returns', () => {
    expect(emailSchema.parse('  Jo@Example.COM ')).toBe('jo@example.com');
  });

  it('explains a bad address with "Invalid email address"', () => {
    const result = emailSchema.safeParse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid email address']);
  });

  it('says what to enter when the address is missing or blank, and only that', () => {
    for (const missing of [undefined, '', '   ']) {
      expect(emailSchema.safeParse(missing).error?.issues.map((issue) => issue.message)).toEqual([
        'Enter your email address',
      ]);
    }
  });

  it('says "Invalid email address" for something that is not text', () => {
    expect(emailSchema.safeParse(42).error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('lets staff forms say whose address is missing', () => {
    expect(personEmailSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      'Enter the email address of the person',
    );
  });
});

describe('UK mobile number', () => {
  it.each([
    '07123 456789',
    '07123456789',
    '07123 456 789',
    '+44 7123 456789',
    '+447123456789',
    '(07123) 456 789',
    '(07123) 456789',
    '+44 (0)7123 456789',
    '+44(0)7123456789',
    '+44 (7123) 456 789',
    ' 07123 456789 ',
  ])('accepts %j', (mobile) => {
    expect(isUkMobile(mobile)).toBe(true);
  });

  it.each([
    '',
    '01234 567890',
    '02071 234567',
    '+44 1234 567890',
    '+44 8123 456789',
    '0712 345678',
    '0712345678',
    '071234567890',
    '+4471234567890',
    '07123 45678a',
    'O7123 456789',
    '07123-456789',
    '(07123 456789',
    '07123) 456789',
    '+44 (0 7123 456789',
    '07123  456789',
  ])('rejects %j', (mobile) => {
    expect(isUkMobile(mobile)).toBe(false);
  });

  it('trims the number it returns', () => {
    expect(ukMobileSchema.parse(' 07123 456789 ')).toBe('07123 456789');
  });

  it('explains a bad number with "Invalid mobile number"', () => {
    expect(ukMobileSchema.safeParse('01234 567890').error?.issues[0]?.message).toBe(
      'Invalid mobile number',
    );
    expect(ukMobileSchema.safeParse(7123456789).error?.issues[0]?.message).toBe(
      'Invalid mobile number',
    );
  });

  it('says what to enter when the number is missing or blank', () => {
    for (const missing of [undefined, '', ' ']) {
      expect(ukMobileSchema.safeParse(missing).error?.issues.map((issue) => issue.message)).toEqual(
        ['Enter your mobile number'],
      );
    }
  });
});

import type { PersonData } from '@domain/contracts/people';
import { describe, expect, it } from 'vitest';
import { erasedMessage, personDataFileName, personDataJson, personSummary } from './person-data';

const data = (overrides: Partial<PersonData> = {}): PersonData => ({
  email: 'ada@example.com',
  generatedAt: '2026-11-22T10:00:00.000Z',
  bookings: [],
  waitlist: [],
  newsletterSignup: null,
  vouchers: [],
  emails: [],
  ...overrides,
});

describe('personDataFileName', () => {
  it('names the file after the address', () => {
    expect(personDataFileName('ada.lovelace+news@example.com')).toBe(
      'person-data-ada.lovelace+news@example.com.json',
    );
  });

  it('replaces characters a file name should not hold', () => {
    expect(personDataFileName('a/b\\c:d"e@example.com')).toBe(
      'person-data-a-b-c-d-e@example.com.json',
    );
  });
});

describe('personDataJson', () => {
  it('is the answer as it came, indented, and reads back the same', () => {
    const answer = data({ newsletterSignup: { email: 'ada@example.com', added_date: 1 } });
    const text = personDataJson(answer);
    expect(JSON.parse(text)).toEqual(answer);
    expect(text).toContain('\n  "email": "ada@example.com",');
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('personSummary', () => {
  it('counts each kind of data held and says whether there is a signup', () => {
    const held = data({
      bookings: [{}, { attended: false }] as PersonData['bookings'],
      waitlist: [{}] as PersonData['waitlist'],
      newsletterSignup: { email: 'ada@example.com', added_date: 1 },
      vouchers: [{}] as PersonData['vouchers'],
      emails: [{}, {}, {}] as PersonData['emails'],
    });
    expect(personSummary(held)).toEqual([
      ['Bookings', '2'],
      ['No-shows', '1'],
      ['Waiting-list entries', '1'],
      ['Newsletter signup', 'Yes'],
      ['Gift vouchers', '1'],
      ['Emails', '3'],
    ]);
    expect(personSummary(data())).toEqual([
      ['Bookings', '0'],
      ['No-shows', '0'],
      ['Waiting-list entries', '0'],
      ['Newsletter signup', 'No'],
      ['Gift vouchers', '0'],
      ['Emails', '0'],
    ]);
  });
});

describe('erasedMessage', () => {
  it('lists what was erased, in singular or plural', () => {
    expect(
      erasedMessage('ada@example.com', {
        bookings: 2,
        waitlistEntries: 1,
        newsletterSignups: 1,
        emails: 5,
        vouchers: 0,
      }),
    ).toBe(
      'Erased what was held about ada@example.com: 2 bookings anonymised, 1 waiting-list entry removed, the newsletter signup removed, 5 emails cleared.',
    );
    expect(
      erasedMessage('ada@example.com', {
        bookings: 1,
        waitlistEntries: 2,
        newsletterSignups: 0,
        emails: 1,
        vouchers: 0,
      }),
    ).toBe(
      'Erased what was held about ada@example.com: 1 booking anonymised, 2 waiting-list entries removed, 1 email cleared.',
    );
  });

  it('says so when nothing was held', () => {
    expect(
      erasedMessage('ada@example.com', {
        bookings: 0,
        waitlistEntries: 0,
        newsletterSignups: 0,
        emails: 0,
        vouchers: 0,
      }),
    ).toBe('Nothing was held about ada@example.com, so nothing was erased.');
  });
});

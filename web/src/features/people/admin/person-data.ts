import type { ErasedCounts, PersonData } from '@domain/contracts/people';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** `person-data-<email>.json`; a character a file name should not hold becomes "-". */
export function personDataFileName(email: string): string {
  return `person-data-${email.replace(/[^A-Za-z0-9@._+-]/g, '-')}.json`;
}

/** The download's content: the server's answer as it came, indented to be read. */
export function personDataJson(data: PersonData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** What is held about the address, in a few words per kind. */
export function personSummary(data: PersonData): [term: string, value: string][] {
  return [
    ['Bookings', String(data.bookings.length)],
    ['No-shows', String(data.bookings.filter((b) => b.attended === false).length)],
    ['Waiting-list entries', String(data.waitlist.length)],
    ['Newsletter signup', data.newsletterSignup ? 'Yes' : 'No'],
    ['Gift vouchers', String(data.vouchers.length)],
    ['Emails', String(data.emails.length)],
  ];
}

/** What an erasure came to, for the page's status region. */
export function erasedMessage(email: string, erased: ErasedCounts): string {
  const done = [
    erased.bookings > 0 && `${count(erased.bookings, 'booking')} anonymised`,
    erased.waitlistEntries > 0 &&
      `${count(erased.waitlistEntries, 'waiting-list entry', 'waiting-list entries')} removed`,
    erased.newsletterSignups > 0 && 'the newsletter signup removed',
    erased.emails > 0 && `${count(erased.emails, 'email')} cleared`,
    erased.vouchers > 0 &&
      `${count(erased.vouchers, 'gift voucher')} without their names and addresses`,
  ].filter((part): part is string => typeof part === 'string');
  return done.length === 0
    ? `Nothing was held about ${email}, so nothing was erased.`
    : `Erased what was held about ${email}: ${done.join(', ')}.`;
}

import { createHash } from 'node:crypto';
import { withoutSecrets } from '../../domain/booking.js';
import type { PersonData } from '../../domain/contracts/people.js';
import type { NewsletterSignup } from '../../domain/model.js';
import { isActiveEntry, withoutLinkSecrets } from '../../domain/waitlist.js';
import { withoutLinkTokens } from '../../domain/secret-links.js';
import { type Actor, guardedCommit } from '../../lib/guarded-commit.js';
import { scrubPeopleFromAudit } from '../audit/index.js';
import { anonymised, PERSONAL_FIELDS } from '../bookings/index.js';
import { dropSignup, findSignup } from '../newsletter/index.js';
import { removeWaitlistEntry } from '../waitlist/index.js';
import {
  eraseVoucherPerson,
  VOUCHER_PERSONAL_FIELDS,
  vouchersForExport,
} from '../vouchers/index.js';
import {
  bookingsOfEmail,
  changeBookings,
  deleteWaitlistEntries,
  eraseMail,
  mailAbout,
  waitlistOfEmail,
} from './people.repository.js';

// A person's data by their email address (docs/product.md#data-retention): everything held about
// them as one download (a subject access request), and its erasure.

const normal = (email: string) => email.trim().toLowerCase();
const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

const signupWithoutLinkSecrets = ({
  unsubscribeNonce: _n,
  unsubscribeTokenHash: _h,
  confirmNonce: _cn,
  confirmTokenHash: _ch,
  ...signup
}: NewsletterSignup) => signup;

/** GET /api/person_data: every booking, waiting-list entry, newsletter signup and email. */
export async function personData(emailIn: string, now = Date.now()): Promise<PersonData> {
  const email = normal(emailIn);
  const [bookings, waitlist, signup, vouchers] = await Promise.all([
    bookingsOfEmail(email),
    waitlistOfEmail(email),
    findSignup(email),
    vouchersForExport(email, now),
  ]);
  const mail = await mailAbout(email, ids(bookings), ids(waitlist));
  return {
    email,
    generatedAt: new Date(now).toISOString(),
    bookings: bookings.map(withoutSecrets),
    waitlist: waitlist.map(withoutLinkSecrets),
    newsletterSignup: signup ? signupWithoutLinkSecrets(signup) : null,
    vouchers,
    emails: mail.map(({ id, kind, to, createdAt, delivery, message, bookingId }) => ({
      id,
      kind,
      to,
      createdAt,
      delivery,
      subject: message.subject,
      // An email not yet delivered still holds working links: the export never does.
      text: withoutLinkTokens(message.text),
      ...(bookingId ? { bookingId } : {}),
    })),
  };
}

/**
 * POST /api/erase_person: bookings are anonymised (counts, dates and totals stay), waiting-list
 * entries leave the line (their held places pass on) and go, the newsletter signup goes, and the
 * emails lose their text and address; the audit log keeps that it happened, not who it was.
 */
export async function erasePerson(emailIn: string, actor: Actor, now = Date.now()) {
  const email = normal(emailIn);
  const [bookings, waitlist] = await Promise.all([bookingsOfEmail(email), waitlistOfEmail(email)]);
  const mail = await mailAbout(email, ids(bookings), ids(waitlist));
  for (const entry of waitlist.filter(isActiveEntry)) {
    await removeWaitlistEntry(entry.id, actor, now);
  }
  await deleteWaitlistEntries(ids(waitlist));
  await changeBookings(ids(bookings), anonymised(now));
  await eraseMail(mail, email, now);
  // Gift vouchers bought by or for the person keep their value and ledger, not the person.
  const gifts = await eraseVoucherPerson(email, now);
  await scrubPeopleFromAudit(gifts.codes, VOUCHER_PERSONAL_FIELDS, '(erased)');
  await scrubPeopleFromAudit(
    [...ids(bookings), ...ids(waitlist)],
    ['name', 'email', ...PERSONAL_FIELDS],
    '(erased)',
  );
  const signupGone = await guardedCommit(async (commit) => {
    const existed = await dropSignup(commit, email);
    const counts = {
      bookings: bookings.length,
      waitlistEntries: waitlist.length,
      newsletterSignups: existed ? 1 : 0,
      emails: mail.length,
      vouchers: gifts.vouchers,
    };
    // Who it was is not logged again: the target is a hash of the address.
    const id = createHash('sha256').update(email).digest('hex').slice(0, 24);
    commit.audit(actor, 'erase_person', { collection: 'people', id }, null, counts);
    return counts;
  }, now);
  return { erased: signupGone };
}

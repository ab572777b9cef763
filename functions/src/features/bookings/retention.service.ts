import { lastSessionStart } from '../../domain/course.js';
import { startOfLondonDay } from '../../domain/dates.js';
import type { Booking } from '../../domain/model.js';
import { BOOKING_RETENTION_MONTHS } from '../../domain/retention.js';
import type { FieldChange } from '../../lib/firestore.js';
import { listMailToPurge, purgeMail } from '../../lib/mail/mail.repository.js';
import { scrubPeopleFromAudit } from '../audit/index.js';
import { updatePastBookings } from './bookings.repository.js';

// The privacy periods (docs/product.md#data-retention), run by the daily job.

const PHONES = ['mobileNumber', 'contactNumber'] as const;

/** The personal fields an anonymised booking loses; counts, dates and totals stay. */
export const PERSONAL_FIELDS = [
  ...PHONES,
  'experienceLevel',
  'experienceSkills',
  'notes',
  'manageNonce',
  'manageTokenHash',
  'requestHash',
] as const;

/**
 * Phone numbers are kept until the booking's last session has passed (a course's final one):
 * removed from bookings whose last session started before today (London).
 */
export async function removePastPhoneNumbers(now = Date.now()): Promise<number> {
  const cutoff = startOfLondonDay(now);
  const changed = await updatePastBookings(
    cutoff,
    ['isCourse', 'courseDates', 'courseInterval', ...PHONES],
    ({ data }) => {
      const hasPhone = PHONES.some((key) => data[key] !== undefined);
      if (!hasPhone || !(lastSessionStart(data as Booking) < cutoff)) return null;
      return { remove: PHONES };
    },
  );
  return changed.length;
}

/** What an anonymised booking keeps of a person: nothing. */
export function anonymised(now: number): FieldChange {
  return { set: { name: '(removed)', email: '', anonymisedAt: now }, remove: PERSONAL_FIELDS };
}

/**
 * Bookings are anonymised 24 months (the BOOKING_RETENTION_MONTHS param) after their workshop,
 * and so are the audit log's copies of them (as an erasure does).
 */
export async function anonymiseOldBookings(
  now = Date.now(),
  months = BOOKING_RETENTION_MONTHS,
): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const changed = await updatePastBookings(
    cutoff.getTime(),
    ['anonymisedAt', 'isCourse', 'courseDates', 'courseInterval'],
    ({ data }) =>
      data.anonymisedAt !== undefined || !(lastSessionStart(data as Booking) < cutoff.getTime())
        ? null
        : anonymised(now),
  );
  await scrubPeopleFromAudit(changed, ['name', 'email', ...PERSONAL_FIELDS], '(removed)');
  return changed.length;
}

/** Outbox mail loses its subject, body and attachments 30 days after it settled. */
export async function purgeOldMail(now = Date.now()): Promise<number> {
  let purged = 0;
  for (;;) {
    const ids = await listMailToPurge(now, 200);
    for (const id of ids) await purgeMail(id, now);
    purged += ids.length;
    if (ids.length < 200) return purged;
  }
}

import type { Booking, MailDoc, NewsletterSignup } from '@domain/model';
import { adminApi } from '../../../../lib/auth';
import type { WaitlistEntry } from '@domain/waitlist';

/** An email to the person as the export lists it (its text, not its markup or attachments). */
export type PersonEmail = Pick<MailDoc, 'kind' | 'to' | 'createdAt' | 'delivery' | 'bookingId'> & {
  id: string;
  subject: string;
  text: string;
};

/** Everything held about one email address (a subject access request). */
export interface PersonData {
  email: string;
  generatedAt: string;
  bookings: Booking[];
  /** Without the secrets of its links, which stay on the server. */
  waitlist: Omit<
    WaitlistEntry,
    'claimNonce' | 'claimTokenHash' | 'leaveNonce' | 'leaveTokenHash'
  >[];
  newsletterSignup: Omit<NewsletterSignup, 'unsubscribeNonce' | 'unsubscribeTokenHash'> | null;
  emails: PersonEmail[];
}

/**
 * GET /api/person_data?email=: a one-off read for a download, so it never goes through the
 * query cache (personal data is not kept in the page's memory longer than it is needed).
 */
export const getPersonData = (email: string) =>
  adminApi<PersonData>(`person_data?${new URLSearchParams({ email }).toString()}`);

import type { Booking, MailDoc, NewsletterSignup } from '../model.js';
import type { personEmailSchema } from '../contact.js';
import type { z } from '../zod.js';
import type { WaitlistRow } from './waitlist.js';
import type { VoucherView } from '../voucher.js';

type PersonEmailInput = z.input<typeof personEmailSchema>;

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
  waitlist: WaitlistRow[];
  newsletterSignup: Omit<NewsletterSignup, 'unsubscribeNonce' | 'unsubscribeTokenHash'> | null;
  /** Gift vouchers bought by the address or sent to it (docs/product.md#gift-vouchers). */
  vouchers: VoucherView[];
  emails: PersonEmail[];
}

/** What an erasure removed or anonymised, by kind. */
export interface ErasedCounts {
  bookings: number;
  waitlistEntries: number;
  newsletterSignups: number;
  emails: number;
  vouchers: number;
}

export interface PeopleContracts {
  /** Sent as a download (Content-Disposition: attachment). */
  'get /api/person_data': { request: PersonEmailInput; response: PersonData };
  'post /api/erase_person': { request: PersonEmailInput; response: { erased: ErasedCounts } };
}

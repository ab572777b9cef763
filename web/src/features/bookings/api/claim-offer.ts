import type { ClaimOfferBody } from '@domain/booking';
import { api } from '../../../lib/api-client';
import type { SaveBookingResponse } from './save-booking';

/** POST /api/claim_waitlist_offer/:token: books the held places (410 once the offer is gone). */
export const claimOffer = (token: string, body: ClaimOfferBody) =>
  api<SaveBookingResponse>(`claim_waitlist_offer/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
  });

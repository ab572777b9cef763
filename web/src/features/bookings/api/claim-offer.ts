import type { ClaimOfferBody } from '@domain/booking';
import { api } from '../../../lib/api-client';

/** POST /api/claim_waitlist_offer/:token: books the held places (410 once the offer is gone). */
export const claimOffer = (token: string, body: ClaimOfferBody) =>
  api<'post /api/claim_waitlist_offer/:token'>(
    `claim_waitlist_offer/${encodeURIComponent(token)}`,
    {
      method: 'POST',
      body,
    },
  );

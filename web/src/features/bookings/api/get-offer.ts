import type { OfferView } from '@domain/waitlist';
import { api } from '../../../lib/api-client';
import type { QueryDef } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

const path = (token: string) => `claim_offer/${encodeURIComponent(token)}` as const;

/** GET /api/claim_offer/:token: 410 once the offer ran out, was used or withdrawn; 404 bad link. */
export const offerQuery = (token: string): QueryDef<OfferView> => ({
  key: path(token),
  staleMs: 0,
  fetch: (signal) => api<'get /api/claim_offer/:token'>(path(token), { signal }),
});

export const useOffer = (token: string) => useQuery(offerQuery(token));

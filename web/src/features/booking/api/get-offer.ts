import type { ScheduledWorkshop } from '@domain/model';
import { api } from '../../../lib/api-client';
import type { QueryDef } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** A waiting-list offer: the places held for the visitor and until when. */
export interface OfferView {
  name: string;
  email: string;
  mobileNumber?: string;
  guests: number;
  workshopName: string;
  workshopType: string;
  date: ScheduledWorkshop;
  expiresAt: number;
}

const path = (token: string) => `claim_offer/${encodeURIComponent(token)}`;

/** GET /api/claim_offer/:token: 410 once the offer ran out, was used or withdrawn; 404 bad link. */
export const offerQuery = (token: string): QueryDef<OfferView> => ({
  key: path(token),
  staleMs: 0,
  fetch: (signal) => api<OfferView>(path(token), { signal }),
});

export const useOffer = (token: string) => useQuery(offerQuery(token));

import type { ManageView } from '@domain/contracts/bookings';
import { api } from '../../../lib/api-client';
import type { QueryDef } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

export const managePath = (token: string) => `manage_booking/${encodeURIComponent(token)}` as const;

/** GET /api/manage_booking/:token (404 for a link that is not one). Never shown from a copy. */
export const manageBookingQuery = (token: string): QueryDef<ManageView> => ({
  key: managePath(token),
  staleMs: 0,
  fetch: (signal) => api<'get /api/manage_booking/:token'>(managePath(token), { signal }),
});

export const useManageBooking = (token: string) => useQuery(manageBookingQuery(token));

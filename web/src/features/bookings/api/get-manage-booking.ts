import type { VisitorBooking } from '@domain/booking';
import type { ScheduledWorkshop } from '@domain/model';
import { api } from '../../../lib/api-client';
import type { QueryDef } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** The visitor's booking as their secret link shows it, and what the policy allows now. */
export interface ManageView {
  booking: Omit<VisitorBooking, 'id'>;
  reference: string | null;
  canCancel: boolean;
  canMove: boolean;
  /** Other dates of the same workshop with room for the booking's guests. */
  alternatives: ScheduledWorkshop[];
}

export const managePath = (token: string) => `manage_booking/${encodeURIComponent(token)}`;

/** GET /api/manage_booking/:token (404 for a link that is not one). Never shown from a copy. */
export const manageBookingQuery = (token: string): QueryDef<ManageView> => ({
  key: managePath(token),
  staleMs: 0,
  fetch: (signal) => api<ManageView>(managePath(token), { signal }),
});

export const useManageBooking = (token: string) => useQuery(manageBookingQuery(token));

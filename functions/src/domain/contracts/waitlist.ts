import type { DeleteInput } from '../admin-fields.js';
import type { JoinWaitlistBody, OfferView, WaitlistEntry, WaitlistStatus } from '../waitlist.js';
import type { EmptyBody } from './endpoint.js';

/** A waiting-list entry as staff see it (the secrets of its links stay on the server). */
export type WaitlistRow = Omit<
  WaitlistEntry,
  'claimNonce' | 'claimTokenHash' | 'leaveNonce' | 'leaveTokenHash'
>;

export interface WaitlistContracts {
  /** 202, the same answer whether or not the address was in line (the position is emailed). */
  'post /api/join_waitlist': { request: JoinWaitlistBody; response: { message: string } };
  'get /api/claim_offer/:token': { request: undefined; response: OfferView };
  'post /api/leave_waitlist/:token': {
    request: EmptyBody;
    response: { status: WaitlistStatus; workshopName: string };
  };

  'get /api/waitlist': {
    request: { scheduled_workshop_id?: DeleteInput['id'] };
    response: WaitlistRow[];
  };
  'post /api/remove_waitlist_entry': { request: DeleteInput; response: WaitlistRow };
  'post /api/offer_waitlist_places': {
    request: { scheduled_workshop_id: DeleteInput['id'] };
    response: { offered: number };
  };
}

import { api } from '../../../lib/api-client';
import { managePath } from './get-manage-booking';

/** POST /api/manage_booking/:token/cancel: 409 with the policy in words when it is too late. */
export const cancelOwnBooking = (token: string) =>
  api<'post /api/manage_booking/:token/cancel'>(`${managePath(token)}/cancel`, {
    method: 'POST',
    body: {},
  });

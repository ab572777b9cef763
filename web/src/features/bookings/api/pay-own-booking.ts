import { api } from '../../../lib/api-client';
import { managePath } from './get-manage-booking';

/**
 * POST /api/manage_booking/:token/pay: Stripe's hosted Checkout page for the booking (the open
 * session while its places are held, or a new one for a booked, unpaid booking).
 */
export const payOwnBooking = (token: string) =>
  api<'post /api/manage_booking/:token/pay'>(`${managePath(token)}/pay`, {
    method: 'POST',
    body: {},
  });

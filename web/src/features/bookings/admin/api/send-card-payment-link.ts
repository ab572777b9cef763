import { adminApi } from '../../../../lib/auth';

/**
 * POST /api/send_card_payment_link: emails the booker a page to pay a booked, unpaid booking by
 * card; answers the booking.
 */
export const sendCardPaymentLink = (id: string) =>
  adminApi<'post /api/send_card_payment_link'>('send_card_payment_link', {
    method: 'POST',
    body: { id },
  });

import type { Response } from 'express';
import type { BookingAnswer } from '../../domain/contracts/bookings.js';
import { z } from '../../domain/zod.js';
import {
  addOtherWayBookingSchema,
  bookingsQuerySchema,
  cancelBookingSchema,
  editBookingSchema,
  markRefundedSchema,
  moveBookingSchema,
  reminderSchema,
  sendCardPaymentLinkSchema,
  updateBookingSchema,
} from '../../domain/admin-booking.js';
import {
  claimOfferSchema,
  saveBookingSchema,
  visitorView,
  withoutSecrets,
} from '../../domain/booking.js';
import {
  cancelScheduledWorkshopSchema,
  updateScheduledWorkshopSchema,
} from '../../domain/schedule.js';
import { route } from '../../lib/route.js';
import { guardPublicWrite } from '../../lib/public-writes.js';
import { asVisitor } from '../../lib/visitor-mail.js';
import { actorOf } from '../../lib/require-admin.js';
import { parse } from '../../lib/validate.js';
import { badRequest } from '../../lib/http-errors.js';
import { verifiedEvent } from '../../lib/stripe.js';
import { handleStripeEvent } from './card-payments.service.js';
import type { CreateBookingResult } from './bookings.service.js';
import { findBookings } from './booking-queries.service.js';
import { cancelScheduledWorkshop, updateScheduledWorkshop } from './date-changes.service.js';
import { cancelBooking, editBooking, moveBooking } from './lifecycle.service.js';
import { cancelOwnBooking, manageView, moveOwnBooking, payOwnBooking } from './manage.service.js';
import { sendBookingReminder } from './reminders.service.js';
import {
  addOtherWayBooking,
  markRefunded,
  sendCardPaymentLink,
  setPayed,
} from './staff-bookings.service.js';
import { claimOffer, saveBooking } from './visitor-booking.service.js';
import { limitVoucherTries } from '../vouchers/index.js';

const moveOwnSchema = z.object({
  scheduled_workshop_id: moveBookingSchema.shape.scheduled_workshop_id,
});

/** A visitor's booking answered: 201 when made now, 200 for the same request again. */
function booked(
  res: Response<BookingAnswer>,
  {
    booking,
    created,
    paymentLink,
    manageUrl,
    checkoutUrl,
  }: CreateBookingResult & { checkoutUrl?: string },
) {
  res.status(created ? 201 : 200).json({
    booking: visitorView(booking),
    paymentLink,
    reference: booking.reference,
    manageUrl,
    ...(checkoutUrl && manageUrl
      ? { checkoutUrl, checkoutReturnUrl: manageUrl.replace('/manage_booking/', '/checkout/') }
      : {}),
  });
}

/** The webhook's answer to a request Stripe did not sign (nothing changes). */
export const BAD_SIGNATURE = 'The Stripe signature is missing or not valid';

interface RawRequest {
  rawBody?: Buffer;
}

export const bookingRoutes = [
  // The visitor's own booking, by the secret link from their emails (no account).
  route('get /api/manage_booking/:token', async (req, res) => {
    res.json(await manageView(req.params.token));
  }),
  route('post /api/manage_booking/:token/cancel', async (req, res) => {
    await guardPublicWrite(req);
    res.json(await asVisitor('manage', () => cancelOwnBooking(req.params.token)));
  }),
  route('post /api/manage_booking/:token/move', async (req, res) => {
    const { scheduled_workshop_id } = parse(moveOwnSchema, req.body);
    await guardPublicWrite(req);
    res.json(
      await asVisitor('manage', () => moveOwnBooking(req.params.token, scheduled_workshop_id)),
    );
  }),
  route('post /api/manage_booking/:token/pay', async (req, res) => {
    await guardPublicWrite(req);
    res.json(await payOwnBooking(req.params.token));
  }),
  route('post /api/save_booking', async (req, res) => {
    const input = parse(saveBookingSchema, req.body);
    await guardPublicWrite(req);
    if (input.voucherCode) await limitVoucherTries(req, input.voucherCode);
    booked(res, await asVisitor('booking', () => saveBooking(input)));
  }),
  // Stripe's events: signed, so not a visitor's write (no visitor limits, no App Check). A
  // failure answers 5xx and Stripe sends the event again.
  route('post /api/stripe_webhook', async (req, res) => {
    const signature = req.get('stripe-signature');
    const event = await verifiedEvent((req as RawRequest).rawBody, signature).catch(() => {
      throw badRequest(BAD_SIGNATURE);
    });
    await handleStripeEvent(event);
    res.json({ received: true });
  }),
  // A waiting-list offer's held places, booked through its link.
  route('post /api/claim_waitlist_offer/:token', async (req, res) => {
    const input = parse(claimOfferSchema, req.body);
    await guardPublicWrite(req);
    booked(res, await asVisitor('claim', () => claimOffer(req.params.token, input)));
  }),
];

export const bookingAdminRoutes = [
  route('get /api/bookings', async (req, res) => {
    res.json((await findBookings(parse(bookingsQuerySchema, req.query))).map(withoutSecrets));
  }),
  route('post /api/add_new_other_method_booking', async (req, res) => {
    const input = parse(addOtherWayBookingSchema, req.body);
    const { booking, created } = await addOtherWayBooking(input, actorOf(req));
    res.status(created ? 201 : 200).json(withoutSecrets(booking));
  }),
  route('post /api/update_booking', async (req, res) => {
    const { id, payed } = parse(updateBookingSchema, req.body);
    res.json(withoutSecrets(await setPayed(id, payed, actorOf(req))));
  }),
  route('post /api/send_booking_reminder', async (req, res) => {
    const { bookingId, requestId } = parse(reminderSchema, req.body);
    res.json(withoutSecrets(await sendBookingReminder(bookingId, actorOf(req), requestId)));
  }),
  route('post /api/cancel_booking', async (req, res) => {
    const { id, notify, reason, askedByBooker, refund, refundAmount } = parse(
      cancelBookingSchema,
      req.body,
    );
    const { booking } = await cancelBooking(id, {
      by: 'staff',
      notify,
      reason,
      askedByBooker,
      refund,
      refundAmount,
      actor: actorOf(req),
    });
    res.json(withoutSecrets(booking));
  }),
  route('post /api/move_booking', async (req, res) => {
    const { id, scheduled_workshop_id, notify } = parse(moveBookingSchema, req.body);
    const { booking } = await moveBooking(id, scheduled_workshop_id, {
      notify,
      actor: actorOf(req),
      respectClosed: false,
    });
    res.json(withoutSecrets(booking));
  }),
  route('post /api/mark_refunded', async (req, res) => {
    const { id } = parse(markRefundedSchema, req.body);
    res.json(withoutSecrets(await markRefunded(id, actorOf(req))));
  }),
  route('post /api/send_card_payment_link', async (req, res) => {
    const { id } = parse(sendCardPaymentLinkSchema, req.body);
    res.json(withoutSecrets(await sendCardPaymentLink(id, actorOf(req))));
  }),
  route('post /api/edit_booking', async (req, res) => {
    const { booking } = await editBooking(parse(editBookingSchema, req.body), actorOf(req));
    res.json(withoutSecrets(booking));
  }),
  // A date's changes, which its bookings follow.
  route('post /api/update_scheduled_workshop', async (req, res) => {
    const input = parse(updateScheduledWorkshopSchema, req.body);
    res.json(await updateScheduledWorkshop(input, actorOf(req)));
  }),
  route('post /api/cancel_scheduled_workshop', async (req, res) => {
    const input = parse(cancelScheduledWorkshopSchema, req.body);
    const { date, cancelled, refundsDue } = await cancelScheduledWorkshop(input, actorOf(req));
    res.json({
      date,
      cancelled: cancelled.map(withoutSecrets),
      refundsDue: refundsDue.map(withoutSecrets),
    });
  }),
];

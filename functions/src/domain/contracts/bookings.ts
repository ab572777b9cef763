import type {
  addOtherWayBookingSchema,
  bookingsQuerySchema,
  cancelBookingSchema,
  EditBookingInput,
  markRefundedSchema,
  MoveBookingInput,
  moveBookingSchema,
  ReminderInput,
  sendCardPaymentLinkSchema,
  UpdateBookingInput,
} from '../admin-booking.js';
import type { ClaimOfferBody, SaveBookingBody, VisitorBooking } from '../booking.js';
import type { Booking, ScheduledWorkshop } from '../model.js';
import type { CancelScheduledWorkshopInput, UpdateScheduledWorkshopInput } from '../schedule.js';
import type { z } from '../zod.js';
import type { EmptyBody } from './endpoint.js';

/** What booking answers: save_booking, and a claimed waiting-list offer. */
export interface BookingAnswer {
  booking: VisitorBooking;
  paymentLink: string | null;
  /** The short reference the visitor quotes ("7K3Q-PXW2"); the id is never shown. */
  reference?: string;
  /** The visitor's own page for the booking: /manage_booking/{token}. */
  manageUrl: string | null;
  /**
   * Paying by card: Stripe's hosted Checkout page, where the browser goes next. The booking is
   * awaiting_payment, its places held until `booking.card.holdUntil`.
   */
  checkoutUrl?: string;
  /** The page Checkout comes back to: /checkout/{token}. */
  checkoutReturnUrl?: string;
}

/** A booking's payment as the visitor's own pages show it (domain/payment.ts). */
export interface PaymentView {
  /**
   * awaiting: places held while a card payment is open (until `holdUntil`); processing: paid by a
   * method that settles later; paid; unpaid: booked, to pay by link or at the studio;
   * not_completed: the hold ended unpaid, or the booking was cancelled before it was paid.
   */
  state: 'awaiting' | 'processing' | 'paid' | 'unpaid' | 'not_completed';
  /** The total, in pounds. */
  amount: number;
  holdUntil?: number;
  /** Pounds refunded (or on the way back) to the card. */
  refunded?: number;
  /** "Pay now" works: a card payment can be opened (or reopened) for it now. */
  canPayByCard: boolean;
}

/** The visitor's booking as their secret link shows it, and what the policy allows now. */
export interface ManageView {
  booking: Omit<VisitorBooking, 'id'>;
  reference: string | null;
  canCancel: boolean;
  canMove: boolean;
  /** Other dates of the same workshop with room for the booking's guests. */
  alternatives: ScheduledWorkshop[];
  /** A cancelled paid booking's refund: due (on its way) or refunded; null otherwise. */
  refund: 'due' | 'refunded' | null;
  payment: PaymentView;
}

/** Stripe's hosted Checkout page for the booking, to send the browser to. */
export interface CheckoutAnswer {
  checkoutUrl: string;
}

export interface DateCancellation {
  date: ScheduledWorkshop;
  /** Bookings this call cancelled. */
  cancelled: Booking[];
  /** The paid bookings the date's cancellation cancelled (this call or an earlier one): refunds due. */
  refundsDue: Booking[];
}

export interface BookingContracts {
  'get /api/manage_booking/:token': { request: undefined; response: ManageView };
  'post /api/manage_booking/:token/cancel': { request: EmptyBody; response: ManageView };
  'post /api/manage_booking/:token/move': {
    request: Pick<z.input<typeof moveBookingSchema>, 'scheduled_workshop_id'>;
    response: ManageView;
  };
  /** Pay now: the booking's open Checkout session, or a new one for a booked, unpaid booking. */
  'post /api/manage_booking/:token/pay': { request: EmptyBody; response: CheckoutAnswer };
  'post /api/save_booking': { request: SaveBookingBody; response: BookingAnswer };
  /** Stripe's events (signed; docs/api.md#stripe-webhook). The body is Stripe's, not ours. */
  'post /api/stripe_webhook': { request: unknown; response: { received: true } };
  'post /api/claim_waitlist_offer/:token': { request: ClaimOfferBody; response: BookingAnswer };

  'get /api/bookings': {
    request: z.input<typeof bookingsQuerySchema>;
    response: Booking[];
  };
  'post /api/add_new_other_method_booking': {
    request: z.input<typeof addOtherWayBookingSchema>;
    response: Booking;
  };
  'post /api/update_booking': { request: UpdateBookingInput; response: Booking };
  'post /api/send_booking_reminder': { request: ReminderInput; response: Booking };
  'post /api/cancel_booking': { request: z.input<typeof cancelBookingSchema>; response: Booking };
  'post /api/move_booking': { request: MoveBookingInput; response: Booking };
  'post /api/mark_refunded': { request: z.input<typeof markRefundedSchema>; response: Booking };
  'post /api/send_card_payment_link': {
    request: z.input<typeof sendCardPaymentLinkSchema>;
    response: Booking;
  };
  'post /api/edit_booking': { request: EditBookingInput; response: Booking };
  'post /api/update_scheduled_workshop': {
    request: UpdateScheduledWorkshopInput;
    response: ScheduledWorkshop;
  };
  'post /api/cancel_scheduled_workshop': {
    request: CancelScheduledWorkshopInput;
    response: DateCancellation;
  };
}

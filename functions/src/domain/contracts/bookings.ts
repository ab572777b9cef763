import type {
  addOtherWayBookingSchema,
  bookingsQuerySchema,
  CancelBookingInput,
  EditBookingInput,
  markRefundedSchema,
  MoveBookingInput,
  moveBookingSchema,
  ReminderInput,
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
  'post /api/save_booking': { request: SaveBookingBody; response: BookingAnswer };
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
  'post /api/cancel_booking': { request: CancelBookingInput; response: Booking };
  'post /api/move_booking': { request: MoveBookingInput; response: Booking };
  'post /api/mark_refunded': { request: z.input<typeof markRefundedSchema>; response: Booking };
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

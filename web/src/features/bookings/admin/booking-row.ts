import type { Booking } from '@domain/model';
import { isCardPaid, refundable } from '@domain/payment';

/**
 * How a booking stands in the staff list: booked; awaiting its card payment (its places held);
 * cancelled; or its card payment not completed (the hold ended, shown like a cancelled one).
 */
export type RowKind = 'booked' | 'awaiting' | 'cancelled' | 'not_completed';

export function rowKindOf(booking: Pick<Booking, 'status'>): RowKind {
  switch (booking.status) {
    case 'awaiting_payment':
      return 'awaiting';
    case 'expired':
      return 'not_completed';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'booked';
  }
}

export interface RowActions {
  /** "Mark Payed" / "Mark Unpaid", or none: a card payment is Stripe's to record. */
  payToggle: 'Mark Payed' | 'Mark Unpaid' | null;
  remind: boolean;
  edit: boolean;
  move: boolean;
  cancel: boolean;
  /** "Send card payment link": an unpaid booking with an email, where the studio takes cards. */
  sendCardLink: boolean;
}

const NONE: RowActions = {
  payToggle: null,
  remind: false,
  edit: false,
  move: false,
  cancel: false,
  sendCardLink: false,
};

/** What staff may do with a booking from the list (History is always there). */
export function rowActions(
  booking: Pick<Booking, 'status' | 'payed' | 'card' | 'email'>,
  { cardOffered }: { cardOffered: boolean },
): RowActions {
  const kind = rowKindOf(booking);
  // Awaiting payment: the visitor is on Stripe's page; staff can only let the places go.
  if (kind === 'awaiting') return { ...NONE, cancel: true };
  if (kind !== 'booked') return NONE;
  const byCard = isCardPaid(booking);
  return {
    payToggle: byCard ? null : booking.payed ? 'Mark Unpaid' : 'Mark Payed',
    remind: true,
    edit: true,
    move: true,
    cancel: true,
    sendCardLink: cardOffered && !byCard && !booking.payed && Boolean(booking.email),
  };
}

/** Cancelling it can refund a card payment (in pence, what is left to refund); 0 otherwise. */
export const cardRefundable = (booking: Pick<Booking, 'card'>) =>
  isCardPaid(booking) ? refundable(booking.card) : 0;

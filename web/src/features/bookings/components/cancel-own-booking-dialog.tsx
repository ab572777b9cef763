import type { Booking } from '@domain/model';
import { places } from '@domain/wording';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { refundWords } from '../manage-wording';

interface Props {
  booking: Pick<
    Booking,
    'guests' | 'workshop_name' | 'payed' | 'total_price' | 'amountDue' | 'voucher'
  >;
  /** "Saturday 14th March 2026, 10am". */
  when: string;
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** The visitor's "Cancel your booking?" question, on their booking page and where Checkout returns. */
export function CancelOwnBookingDialog({
  booking,
  when,
  busy,
  error,
  onConfirm,
  onDismiss,
}: Props) {
  return (
    <ConfirmDialog
      title="Cancel your booking?"
      description={
        <p>
          Your booking for {places(booking.guests)} on {booking.workshop_name}, {when}, will be
          cancelled and the places offered to others.
          {refundWords(booking, false)}
        </p>
      }
      confirm="Yes, cancel my booking"
      dismiss="Keep my booking"
      danger
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onDismiss={onDismiss}
    />
  );
}

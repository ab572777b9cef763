import { formatPrice } from '@domain/price';
import { places } from '@domain/wording';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface Props {
  booking: { guests: number; workshop_name: string; payed: boolean; total_price: number };
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
          {booking.payed && ` We will refund ${formatPrice(booking.total_price)} to you.`}
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

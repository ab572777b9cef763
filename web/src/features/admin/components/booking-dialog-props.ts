import type { Booking } from '@domain/model';

/** What each booking dialog (cancel, move, edit) is given by the bookings page. */
export interface BookingDialogProps {
  booking: Booking;
  onDismiss: () => void;
  /** The action is done: the dialog closes and the page says `message` and reloads. */
  onDone: (message: string) => void;
  /** The server refused because the places changed meanwhile: the page reloads its data. */
  onStale?: () => void;
}

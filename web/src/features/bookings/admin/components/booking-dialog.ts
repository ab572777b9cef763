import type { Booking } from '@domain/model';
import { ApiError } from '../../../../lib/api-client';

/** What each booking dialog (cancel, move, edit) is given by the bookings page. */
export interface BookingDialogProps {
  booking: Booking;
  onDismiss: () => void;
  /** The action is done: the dialog closes and the page says `message` and reloads. */
  onDone: (message: string) => void;
  /** The server refused because the places changed meanwhile: the page reloads its data. */
  onStale?: () => void;
}

/**
 * Sends a change that takes places; a 409 (too few left: its message says how many) also
 * calls `onStale`, so the places shown are fresh while the form shows the message.
 */
export async function takingPlaces<T>(request: Promise<T>, onStale?: () => void): Promise<T> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) onStale?.();
    throw err;
  }
}

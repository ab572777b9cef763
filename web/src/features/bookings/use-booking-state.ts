import { useCallback, useState } from 'react';
import { type BookingState, readBooking, updateBooking } from './booking-state';

/** The booking in progress, read once from session storage; updates write straight back. */
export function useBookingState() {
  const [state, setState] = useState(readBooking);
  const update = useCallback((patch: Partial<BookingState>) => {
    const next = updateBooking(patch);
    setState(next);
    return next;
  }, []);
  return [state, update] as const;
}

export type UpdateBooking = ReturnType<typeof useBookingState>[1];

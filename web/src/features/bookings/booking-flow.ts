import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { preload } from '../../lib/preload';

/** The booking flow's pages in order (docs/product.md#booking-flow). */
export const BOOKING_STEPS = [
  { label: 'Date', path: paths.bookingStart },
  { label: 'Check', path: paths.bookingDateTimeSummary },
  { label: 'Details', path: paths.bookingDetails },
  { label: 'Review', path: paths.bookingFullSummary },
  { label: 'Done', path: paths.checkout },
] as const;

export type BookingStep = 1 | 2 | 3 | 4 | 5;

/** The next step's code (and the form rules it brings) loads while the visitor reads this one. */
export function usePreloadNextStep(current: BookingStep) {
  useEffect(() => {
    const next = BOOKING_STEPS.at(current);
    if (next) preload(next.path);
  }, [current]);
}

/** Sent to the date choice by a 409 from save_booking: what the server said. */
export interface StartNotice {
  notice?: string;
}

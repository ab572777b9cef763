// The routes live in the domain so the server's sitemap and robots.txt read the same list.
import { paths } from '@domain/paths';

export { paths };

/** The query that names the workshop on the booking's first step (a link that works before the app). */
export const BOOKING_START_WORKSHOP = 'workshop';

/** The booking's first step for a workshop: "Upcoming Dates" on its page. */
export const bookingStartFor = (workshopId: string) =>
  `${paths.bookingStart}?${BOOKING_START_WORKSHOP}=${encodeURIComponent(workshopId)}`;

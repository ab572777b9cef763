// The routes live in the domain so the server's sitemap and robots.txt read the same list.
import { ADMIN_HOME, paths } from '@domain/paths';

export { ADMIN_HOME, paths };

/** The query that names the workshop on the booking's first step (a link that works before the app). */
export const BOOKING_START_WORKSHOP = 'workshop';

/** The query that names the date chosen already (a date listed on the workshop's page). */
export const BOOKING_START_DATE = 'date';

/** The booking's first step for a workshop, with one of its dates chosen when given. */
export const bookingStartFor = (workshopId: string, dateId?: string) =>
  `${paths.bookingStart}?${BOOKING_START_WORKSHOP}=${encodeURIComponent(workshopId)}` +
  (dateId ? `&${BOOKING_START_DATE}=${encodeURIComponent(dateId)}` : '');

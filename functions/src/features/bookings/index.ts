export { bookingAdminRoutes, bookingRoutes } from './bookings.routes.js';
export { attendanceAdminRoutes } from './attendance.routes.js';
export { bookingsOfDate, futureBookingsOfType } from './bookings.repository.js';
export { sendDueReminders } from './reminders.service.js';
export { reconcileCardPayments } from './card-payments.service.js';
export {
  anonymised,
  anonymiseOldBookings,
  PERSONAL_FIELDS,
  purgeOldMail,
  removePastPhoneNumbers,
} from './retention.service.js';

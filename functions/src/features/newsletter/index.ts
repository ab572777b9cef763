export {
  addSignup,
  confirmUrl,
  dropLapsedRequests,
  dropSignup,
  signupFromBooking,
  signupOf,
  signupsOf,
  unsubscribeUrl,
} from './newsletter.service.js';
export { findSignup } from './newsletter.repository.js';
export { newsletterAdminRoutes, newsletterRoutes } from './newsletter.routes.js';

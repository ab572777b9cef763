export { closeLine, offerFreedPlaces, readLine } from './waitlist-offers.js';
export { expireOffers, offerClaim, removeWaitlistEntry } from './waitlist.service.js';
export { waitlistAdminRoutes, waitlistRoutes } from './waitlist.routes.js';
export { lineOfDate } from './waitlist.repository.js';

export { getPaymentLinks, getStudio, paymentLinkFor } from './content.service.js';
export { contentAdminRoutes, contentRoutes } from './content.routes.js';

export {
  getPaymentLinks,
  getReminderSettings,
  getStudio,
  paymentLinkFor,
} from './content.service.js';
export { contentAdminRoutes, contentRoutes } from './content.routes.js';

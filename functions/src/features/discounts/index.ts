export {
  giveDiscountPlacesBack,
  readDiscountCode,
  refusedCode,
  takeDiscountPlaces,
} from './discounts.service.js';
export { discountAdminRoutes, discountRoutes } from './discounts.routes.js';

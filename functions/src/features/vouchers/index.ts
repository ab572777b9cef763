export { voucherAdminRoutes, voucherRoutes } from './vouchers.routes.js';
export {
  readVoucher,
  refundToVoucher,
  SITE_ACTOR as VOUCHER_SITE_ACTOR,
  spendOnBooking,
  voucherPart,
} from './vouchers.service.js';
export { limitVoucherTries } from './vouchers.limits.js';

export { voucherAdminRoutes, voucherRoutes } from './vouchers.routes.js';
export {
  isSpentOn,
  readVoucher,
  refundToVouchers,
  SITE_ACTOR as VOUCHER_SITE_ACTOR,
  spendOnBooking,
  voucherPart,
  vouchersOf,
} from './vouchers.service.js';
export { limitVoucherTries } from './vouchers.limits.js';
export {
  applyVoucherSession,
  reconcileVoucherPurchases,
  sendDueVouchers,
} from './purchases.service.js';
export {
  anonymiseOldVouchers,
  eraseVoucherPerson,
  VOUCHER_PERSONAL_FIELDS,
  vouchersForExport,
} from './vouchers-people.service.js';

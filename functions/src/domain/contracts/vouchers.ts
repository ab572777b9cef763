import type {
  BuyVoucherBody,
  CheckVoucherInput,
  VoucherPage,
  ExtendVoucherInput,
  IssueVoucherBody,
  VoidVoucherInput,
  VoucherView,
} from '../voucher.js';

/** What a code would pay (POST /api/check_voucher): pounds. */
export interface VoucherCheck {
  code: string;
  balance: number;
  expiresAt: number;
  /** With a total: the part the voucher pays, and what is left to pay. */
  used?: number;
  left?: number;
}

export interface VoucherContracts {
  'post /api/buy_voucher': {
    request: BuyVoucherBody;
    response: { checkoutUrl: string; returnUrl: string };
  };
  'get /api/gift_voucher/:token': { request: undefined; response: VoucherPage };
  'post /api/check_voucher': { request: CheckVoucherInput; response: VoucherCheck };

  'get /api/vouchers': { request: undefined; response: VoucherView[] };
  'post /api/issue_voucher': { request: IssueVoucherBody; response: { code: string } };
  'post /api/void_voucher': { request: VoidVoucherInput; response: VoucherView };
  'post /api/extend_voucher': { request: ExtendVoucherInput; response: VoucherView };
}

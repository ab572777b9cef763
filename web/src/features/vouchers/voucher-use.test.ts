import { describe, expect, it } from 'vitest';
import { voucherUse } from './voucher-use';

const voucher = { code: '7KQ3-PXW2-9HMD', balance: 25, expiresAt: 0 };

describe('voucherUse', () => {
  it('pays what the discount leaves, up to the balance, to the penny', () => {
    expect(voucherUse(voucher, 50)).toEqual({ code: voucher.code, used: 25, left: 25 });
    expect(voucherUse(voucher, 19.99)).toEqual({ code: voucher.code, used: 19.99, left: 0 });
    expect(voucherUse({ ...voucher, balance: 10.01 }, 30.1)).toEqual({
      code: voucher.code,
      used: 10.01,
      left: 20.09,
    });
  });

  it('follows the total when a discount code changes it after the voucher was checked', () => {
    // Checked against £60; a 50 % code then makes it £30.
    const checked = { ...voucher, balance: 40, used: 40, left: 20 };
    expect(voucherUse(checked, 30)).toEqual({ code: voucher.code, used: 30, left: 0 });
  });
});

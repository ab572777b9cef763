import type { Request } from 'express';
import { normaliseVoucherCode, VOUCHER_MESSAGES } from '../../domain/voucher.js';
import { clientKey } from '../../lib/client-key.js';
import {
  DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP,
  intSetting,
  PUBLIC_WRITE_LIMIT_PER_IP,
} from '../../lib/params.js';
import { type Limit, takeLimits } from '../../lib/rate-limit.js';

// Gift voucher codes tried (docs/product.md#gift-vouchers): per client IP and per code, every
// try counted before it is looked up, so guessing is slow whatever the answers would be.

const TEN_MINUTES = 10 * 60 * 1000;
export const VOUCHER_TRIES_PER_IP = 60;
export const VOUCHER_TRIES_PER_CODE = 10;

export async function limitVoucherTries(req: Request, typed: string, now = Date.now()) {
  const limits: Limit[] = [
    {
      kind: 'voucher-ip',
      key: clientKey(req.ip),
      // A studio (or the local stack) that raises the public write limit raises this with it.
      max: Math.max(
        VOUCHER_TRIES_PER_IP,
        intSetting(PUBLIC_WRITE_LIMIT_PER_IP, DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP),
      ),
      windowMs: TEN_MINUTES,
      message: VOUCHER_MESSAGES.tooMany,
    },
    {
      kind: 'voucher-code',
      key: normaliseVoucherCode(typed),
      max: VOUCHER_TRIES_PER_CODE,
      windowMs: TEN_MINUTES,
      message: VOUCHER_MESSAGES.tooMany,
    },
  ];
  await takeLimits(limits, now);
}

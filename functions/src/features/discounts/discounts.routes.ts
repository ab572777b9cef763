import type { Request } from 'express';
import {
  checkDiscountSchema,
  discountCodeActiveSchema,
  discountCodeSchema,
} from '../../domain/discount.js';
import { clientKey } from '../../lib/client-key.js';
import {
  DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP,
  intSetting,
  PUBLIC_WRITE_LIMIT_PER_IP,
} from '../../lib/params.js';
import { guardPublicWrite } from '../../lib/public-writes.js';
import { takeLimits } from '../../lib/rate-limit.js';
import { actorOf } from '../../lib/require-admin.js';
import { route } from '../../lib/route.js';
import { parse } from '../../lib/validate.js';
import {
  checkDiscount,
  listDiscountCodes,
  saveDiscountCode,
  setDiscountCodeActive,
} from './discounts.service.js';

const TEN_MINUTES = 10 * 60 * 1000;
/** Checks of one code (any address) per 10 minutes: a code guessed from many addresses. */
export const CHECKS_PER_CODE = 60;

export const CHECK_LIMIT_MESSAGES = {
  ip: 'Too many codes tried from your connection; please wait a few minutes and try again',
  code: 'This code has been tried too many times just now; please wait a few minutes and try again',
} as const;

/**
 * Code guessing is limited per client IP (as many checks as public writes, counted apart) and
 * per code typed (docs/product.md#discount-codes); the booking's own code is limited as a write.
 */
async function guardCodeCheck(req: Request, code: string) {
  await guardPublicWrite(req);
  await takeLimits([
    {
      kind: 'discount-check-ip',
      key: clientKey(req.ip),
      max: intSetting(PUBLIC_WRITE_LIMIT_PER_IP, DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP),
      windowMs: TEN_MINUTES,
      message: CHECK_LIMIT_MESSAGES.ip,
    },
    {
      kind: 'discount-check-code',
      key: code,
      max: CHECKS_PER_CODE,
      windowMs: TEN_MINUTES,
      message: CHECK_LIMIT_MESSAGES.code,
    },
  ]);
}

export const discountRoutes = [
  route('post /api/check_discount', async (req, res) => {
    const input = parse(checkDiscountSchema, req.body);
    await guardCodeCheck(req, input.code);
    res.json(await checkDiscount(input));
  }),
];

export const discountAdminRoutes = [
  route('get /api/discount_codes', async (_req, res) => {
    res.json(await listDiscountCodes());
  }),
  route('post /api/discount_code', async (req, res) => {
    res.json(await saveDiscountCode(parse(discountCodeSchema, req.body), actorOf(req)));
  }),
  route('post /api/discount_code_active', async (req, res) => {
    const { code, active } = parse(discountCodeActiveSchema, req.body);
    res.json(await setDiscountCodeActive(code, active, actorOf(req)));
  }),
];

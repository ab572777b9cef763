import { tokenHash } from '../../lib/link-tokens.js';
import { buyVoucher, voucherPage } from './purchases.service.js';
import {
  buyVoucherSchema,
  checkVoucherSchema,
  extendVoucherSchema,
  issueVoucherSchema,
  voidVoucherSchema,
} from '../../domain/voucher.js';
import { guardPublicWrite } from '../../lib/public-writes.js';
import { actorOf } from '../../lib/require-admin.js';
import { route } from '../../lib/route.js';
import { parse } from '../../lib/validate.js';
import { limitVoucherTries } from './vouchers.limits.js';
import {
  checkVoucher,
  extendVoucher,
  issueVoucher,
  listVouchers,
  voidVoucher,
} from './vouchers.service.js';

export const voucherRoutes = [
  route('post /api/buy_voucher', async (req, res) => {
    const now = Date.now();
    const input = parse(buyVoucherSchema(now), req.body);
    await guardPublicWrite(req);
    res.status(201).json(await buyVoucher(input, tokenHash(JSON.stringify(input)), now));
  }),
  route('get /api/gift_voucher/:token', async (req, res) => {
    res.json(await voucherPage(req.params.token));
  }),
  route('post /api/check_voucher', async (req, res) => {
    const input = parse(checkVoucherSchema, req.body);
    await guardPublicWrite(req);
    await limitVoucherTries(req, input.code);
    res.json(await checkVoucher(input));
  }),
];

export const voucherAdminRoutes = [
  route('get /api/vouchers', async (_req, res) => {
    res.json(await listVouchers());
  }),
  route('post /api/issue_voucher', async (req, res) => {
    res.status(201).json(await issueVoucher(parse(issueVoucherSchema, req.body), actorOf(req)));
  }),
  route('post /api/void_voucher', async (req, res) => {
    res.json(await voidVoucher(parse(voidVoucherSchema, req.body), actorOf(req)));
  }),
  route('post /api/extend_voucher', async (req, res) => {
    res.json(await extendVoucher(parse(extendVoucherSchema, req.body), actorOf(req)));
  }),
];

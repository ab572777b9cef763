import type { Voucher } from '../../domain/voucher.js';
import { collections, readQuery, refs } from '../../lib/firestore.js';
import { documents } from '../../lib/guarded-commit.js';

/** Vouchers by their normalised code (domain/voucher.ts); only this module touches them. */
export const voucherDocs = documents(refs.voucher);

/** Vouchers being bought, by purchase id, until Stripe says they are paid. */
export const purchaseDocs = documents(refs.voucherPurchase);

/** Every voucher, newest first (a small studio sells hundreds a year, not thousands). */
export const listAllVouchers = () =>
  readQuery(collections.vouchers().orderBy('createdAt', 'desc').limit(2000));

/** The voucher whose printable page's link has this hash. */
export const voucherByLinkHash = async (hash: string): Promise<Voucher | null> =>
  (await readQuery(collections.vouchers().where('printTokenHash', '==', hash).limit(1)))[0] ?? null;

export const purchaseByLinkHash = async (hash: string) =>
  (
    await readQuery(collections.voucherPurchases().where('linkTokenHash', '==', hash).limit(1))
  )[0] ?? null;

/** Vouchers to send to their recipient on a day that has come. */
export const vouchersDue = (now: number) =>
  readQuery(collections.vouchers().where('sendOn', '<=', now).limit(200));

/** A person's vouchers: bought by, sent to or issued to the address. */
export async function vouchersOfEmail(email: string): Promise<Voucher[]> {
  const [asBuyer, asRecipient] = await Promise.all([
    readQuery(collections.vouchers().where('buyerEmail', '==', email)),
    readQuery(collections.vouchers().where('email', '==', email)),
  ]);
  const byCode = new Map([...asBuyer, ...asRecipient].map((v) => [v.code, v]));
  return [...byCode.values()];
}

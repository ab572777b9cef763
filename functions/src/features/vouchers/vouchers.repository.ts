import type { Voucher } from '../../domain/voucher.js';
import {
  collections,
  deleteInBatches,
  type FieldChange,
  readQuery,
  refs,
  updateInBatches,
} from '../../lib/firestore.js';
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

/** A person's voucher purchases (bought by the address, or for it). */
export async function purchasesOfEmail(email: string) {
  const [asBuyer, asRecipient] = await Promise.all([
    readQuery(collections.voucherPurchases().where('buyerEmail', '==', email)),
    readQuery(collections.voucherPurchases().where('recipientEmail', '==', email)),
  ]);
  const byId = new Map([...asBuyer, ...asRecipient].map((p) => [p.id, p]));
  return [...byId.values()];
}

/** Vouchers that expired before `cutoff` and still hold a person's data (the privacy period). */
export const expiredVouchersBefore = (cutoff: number) =>
  readQuery(collections.vouchers().where('expiresAt', '<', cutoff).limit(400));

// Erasure and the privacy period change many documents: in plain batches, outside the guarded
// commit, each on its own terms (lib/firestore.ts updateInBatches).
export const changeVouchers = (changes: { code: string; change: FieldChange }[]) =>
  updateInBatches(changes.map(({ code, change }) => ({ ref: refs.voucher(code), change })));

export const deletePurchases = (ids: string[]) =>
  deleteInBatches(ids.map((id) => refs.voucherPurchase(id)));

/** Purchases still waiting for Stripe's word (the job asks Stripe about those it never heard). */
export const openPurchases = () =>
  readQuery(collections.voucherPurchases().where('state', '==', 'open').limit(200));

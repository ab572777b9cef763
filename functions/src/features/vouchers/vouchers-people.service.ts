import type { Voucher, VoucherPurchase, VoucherView } from '../../domain/voucher.js';
import { voucherView } from '../../domain/voucher.js';
import type { FieldChange } from '../../lib/firestore.js';
import {
  changeVouchers,
  deletePurchases,
  expiredVouchersBefore,
  purchasesOfEmail,
  vouchersOfEmail,
} from './vouchers.repository.js';

// Gift voucher buyers and recipients are people (docs/product.md#data-retention): their vouchers
// are in a person's export, lose their names, addresses and message on erasure, and after the
// privacy period; the amount, balance, expiry and ledger stay for the accounts.

/** The fields of a voucher that are about a person. */
export const VOUCHER_PERSONAL_FIELDS = [
  'recipientName',
  'email',
  'buyerName',
  'buyerEmail',
  'message',
  'note',
] as const;

const normal = (email: string) => email.trim().toLowerCase();

/** A person's vouchers for their export: as staff see them (no link secrets). */
export async function vouchersForExport(email: string, now = Date.now()): Promise<VoucherView[]> {
  return (await vouchersOfEmail(normal(email))).map((v) => voucherView(v, now));
}

/** What is removed of a voucher about `email` (both sides when the person is both). */
function erasure(voucher: Voucher, email: string, mark: string, now: number): FieldChange {
  const buyer = voucher.buyerEmail === email;
  const recipient = voucher.email === email;
  const set: Record<string, unknown> = { anonymisedAt: now };
  const remove: string[] = ['message'];
  if (buyer) {
    set.buyerName = mark;
    remove.push('buyerEmail');
  }
  if (recipient || (!voucher.buyerEmail && voucher.email === email)) {
    set.recipientName = mark;
    remove.push('email', 'note');
  }
  return { set, remove };
}

/**
 * Erases what the vouchers and purchases hold about `email`; answers the codes changed (their
 * audit entries are scrubbed by the caller) and the counts.
 */
export async function eraseVoucherPerson(emailIn: string, now = Date.now()) {
  const email = normal(emailIn);
  const [vouchers, purchases] = await Promise.all([
    vouchersOfEmail(email),
    purchasesOfEmail(email),
  ]);
  await changeVouchers(
    vouchers.map((voucher) => ({
      code: voucher.code,
      change: erasure(voucher, email, '(erased)', now),
    })),
  );
  // A purchase is only the buyer's request until paid; its voucher holds what stays.
  await deletePurchases(purchases.map((p: VoucherPurchase) => p.id));
  return { codes: vouchers.map((v) => v.code), vouchers: vouchers.length };
}

/**
 * The privacy period: a voucher that expired `months` ago loses its people (names, addresses,
 * message, note); what it was worth and how it was spent stay.
 */
export async function anonymiseOldVouchers(now: number, months: number): Promise<number> {
  const cutoff = now - months * 30.44 * 24 * 3600 * 1000;
  const old = (await expiredVouchersBefore(cutoff)).filter((v) => !v.anonymisedAt);
  await changeVouchers(
    old.map((voucher) => ({
      code: voucher.code,
      change: {
        set: {
          anonymisedAt: now,
          recipientName: '(removed)',
          ...(voucher.buyerName ? { buyerName: '(removed)' } : {}),
        },
        remove: ['email', 'buyerEmail', 'message', 'note'],
      },
    })),
  );
  return old.length;
}

import {
  balanceOf,
  type CheckVoucherInput,
  coveredPence,
  DEFAULT_VOUCHER_AMOUNTS,
  DEFAULT_VOUCHER_EXPIRY_MONTHS,
  endOfLondonDay,
  type ExtendVoucherInput,
  type IssueVoucherInput,
  isVoucherCode,
  newVoucherCode,
  normaliseVoucherCode,
  refusalMessage,
  type VoidVoucherInput,
  type Voucher,
  type VoucherEntry,
  VOUCHER_MESSAGES,
  voucherExpiry,
  voucherRefusal,
  voucherView,
  type VoucherView,
} from '../../domain/voucher.js';
import { paths } from '../../domain/paths.js';
import type { Booking } from '../../domain/model.js';
import { type Actor, type GuardedCommit, guardedCommit } from '../../lib/guarded-commit.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { linkToken, newLink } from '../../lib/link-tokens.js';
import { siteLink, voucherMail } from '../../lib/mail/templates.js';
import { getPaymentLinks, getStudio } from '../content/index.js';
import { listAllVouchers, voucherDocs } from './vouchers.repository.js';

// Gift vouchers (docs/product.md#gift-vouchers). A voucher is never edited: each change of its
// balance or life is a ledger entry, and its stored balance is the ledger's sum, written in the
// same guarded commit as the entry (so two bookings can never spend one balance twice: the
// second's commit fails its precondition and runs again on the new balance).

/** Who the ledger names for what the booking site does. */
export const SITE_ACTOR = 'the booking site';

/** The studio's voucher settings (with its payment settings): amounts offered and life. */
export async function voucherSettings() {
  const links = await getPaymentLinks();
  return {
    amounts: links.voucherAmounts?.length ? links.voucherAmounts : DEFAULT_VOUCHER_AMOUNTS,
    expiryMonths: links.voucherExpiryMonths ?? DEFAULT_VOUCHER_EXPIRY_MONTHS,
  };
}

/** The printable page of a voucher: its secret link (absolute, for emails). */
export function printUrlOf(
  voucher: Pick<Voucher, 'code' | 'printNonce' | 'purchaseId'>,
): string | null {
  if (!voucher.printNonce) return null;
  // A bought voucher's link is its purchase's (the buyer's return page).
  const id = voucher.purchaseId ?? voucher.code;
  return siteLink(paths.giftVoucher.to(linkToken('voucher', id, voucher.printNonce)));
}

/**
 * Adds one ledger entry to a voucher read in this commit, with the balance it makes, and returns
 * the voucher as written. The write carries the read's precondition (lib/guarded-commit.ts).
 */
export function writeVoucherEntry(
  commit: GuardedCommit,
  voucher: Voucher,
  entry: VoucherEntry,
  fields: Partial<Voucher> = {},
): Voucher {
  const ledger = [...voucher.ledger, entry];
  const next: Voucher = { ...voucher, ...fields, ledger, balance: balanceOf(ledger) };
  voucherDocs.update(commit, voucher.code, { ...fields, ledger, balance: next.balance });
  return next;
}

/** A voucher as read through a commit, by what a person typed (null: no such voucher). */
export async function readVoucher(commit: GuardedCommit, typed: string): Promise<Voucher | null> {
  const code = normaliseVoucherCode(typed);
  if (!isVoucherCode(code)) return null;
  return voucherDocs.get(commit, code);
}

/**
 * A voucher's new document (issued by staff or made from a paid purchase): its first ledger
 * entry, its expiry from the studio's setting, and its printable page's link.
 */
export function newVoucher(
  fields: Omit<Voucher, 'code' | 'balance' | 'expiresAt' | 'ledger' | 'createdAt'>,
  first: Omit<VoucherEntry, 'at' | 'amount'>,
  expiryMonths: number,
  now: number,
): Voucher {
  const code = newVoucherCode();
  const link = newLink('voucher', code);
  const ledger: VoucherEntry[] = [{ ...first, at: now, amount: fields.amount }];
  return {
    ...fields,
    code,
    createdAt: now,
    expiresAt: voucherExpiry(now, expiryMonths),
    balance: balanceOf(ledger),
    ledger,
    printNonce: link.nonce,
    printTokenHash: link.hash,
  };
}

/**
 * POST /api/issue_voucher: staff issue a voucher sold at the counter or given away. With an
 * email, the voucher email goes to it through the outbox in the same commit.
 */
export async function issueVoucher(
  input: IssueVoucherInput,
  actor: Actor,
  now = Date.now(),
): Promise<{ code: string }> {
  const [settings, studio] = await Promise.all([voucherSettings(), getStudio()]);
  return guardedCommit(async (commit) => {
    // A fresh code each run: one taken already fails the create and the work runs again.
    const voucher = newVoucher(
      {
        amount: Math.round(input.amount * 100),
        source: 'staff',
        recipientName: input.recipientName,
        ...(input.email ? { email: input.email } : {}),
        ...(input.note ? { note: input.note } : {}),
      },
      { kind: 'issue', by: actor.email, ...(input.note ? { reason: input.note } : {}) },
      settings.expiryMonths,
      now,
    );
    voucherDocs.create(commit, voucher.code, voucher);
    if (input.email) {
      commit.enqueueMail(
        `voucher-${voucher.code}`,
        voucherMail({
          studio,
          voucher,
          to: input.email,
          toBuyer: false,
          printUrl: printUrlOf(voucher),
        }),
      );
    }
    commit.audit(actor, 'issue_voucher', voucherDocs.target(voucher.code), null, {
      ...voucherView(voucher, now),
    });
    return { code: voucher.code };
  }, now);
}

/** GET /api/vouchers: every voucher with its balance, expiry and ledger. */
export async function listVouchers(now = Date.now()): Promise<VoucherView[]> {
  return (await listAllVouchers()).map((voucher) => voucherView(voucher, now));
}

async function changeVoucher(
  typed: string,
  actor: Actor,
  action: string,
  change: (voucher: Voucher, commit: GuardedCommit) => Voucher | null,
  now: number,
): Promise<VoucherView> {
  return guardedCommit(async (commit) => {
    const voucher = await readVoucher(commit, typed);
    if (!voucher) throw notFound(VOUCHER_MESSAGES.unknown);
    const next = change(voucher, commit);
    if (!next) return voucherView(voucher, now);
    const last = next.ledger.at(-1);
    commit.audit(
      actor,
      action,
      voucherDocs.target(voucher.code),
      { balance: voucher.balance / 100, expiresAt: voucher.expiresAt },
      {
        balance: next.balance / 100,
        expiresAt: next.expiresAt,
        recipientName: voucher.recipientName,
        code: voucher.code,
        ...(last?.reason ? { reason: last.reason } : {}),
      },
    );
    return voucherView(next, now);
  }, now);
}

/** POST /api/void_voucher: its balance goes to nothing, with the reason in the ledger. */
export function voidVoucher(input: VoidVoucherInput, actor: Actor, now = Date.now()) {
  return changeVoucher(
    input.code,
    actor,
    'void_voucher',
    (voucher, commit) => {
      if (voucher.voidedAt) throw badRequest(VOUCHER_MESSAGES.alreadyVoid);
      return writeVoucherEntry(
        commit,
        voucher,
        { at: now, kind: 'void', amount: -voucher.balance, by: actor.email, reason: input.reason },
        { voidedAt: now, voidReason: input.reason },
      );
    },
    now,
  );
}

/** POST /api/extend_voucher: a later expiry (the end of the London day given). */
export function extendVoucher(input: ExtendVoucherInput, actor: Actor, now = Date.now()) {
  const expiresAt = endOfLondonDay(input.expiresOn);
  return changeVoucher(
    input.code,
    actor,
    'extend_voucher',
    (voucher, commit) => {
      if (!(expiresAt > voucher.expiresAt) || !(expiresAt > now)) {
        throw badRequest(VOUCHER_MESSAGES.expiry, { expiresOn: VOUCHER_MESSAGES.expiry });
      }
      return writeVoucherEntry(
        commit,
        voucher,
        { at: now, kind: 'extend', amount: 0, by: actor.email, expiresAt },
        { expiresAt },
      );
    },
    now,
  );
}

/**
 * The voucher part of a booking's total, decided on the voucher as read in the booking's own
 * commit: pence it pays, or the refusal to answer (a code that matches nothing always gets
 * the same words: docs/product.md#gift-vouchers).
 */
export function voucherPart(
  voucher: Voucher | null,
  totalPence: number,
  now: number,
): { pence: number } | { refused: string } {
  const refusal = voucherRefusal(voucher, now);
  if (refusal) return { refused: refusalMessage(refusal, voucher) };
  return { pence: coveredPence(totalPence, voucher!.balance) };
}

/** Spends a booking's voucher part: a 'spend' entry in the booking's commit. */
export function spendOnBooking(
  commit: GuardedCommit,
  voucher: Voucher,
  pence: number,
  booking: Pick<Booking, 'id' | 'reference'>,
): Voucher {
  return writeVoucherEntry(commit, voucher, {
    at: commit.now,
    kind: 'spend',
    amount: -pence,
    bookingId: booking.id,
    ...(booking.reference ? { reference: booking.reference } : {}),
    by: SITE_ACTOR,
  });
}

/** The vouchers of these bookings (each once), read through the commit. */
export async function vouchersOf(
  commit: GuardedCommit,
  bookings: readonly Pick<Booking, 'voucher'>[],
): Promise<Voucher[]> {
  const codes = [...new Set(bookings.flatMap((b) => (b.voucher ? [b.voucher.code] : [])))];
  if (codes.length === 0) return [];
  return (await voucherDocs.getMany(commit, codes)).filter((v): v is Voucher => v !== null);
}

/**
 * Gives bookings' voucher parts back (a hold ended unpaid, or a cancellation within the policy):
 * one 'refund' entry per booking, once (a booking whose part is back already adds nothing), and
 * one write per voucher however many of its bookings there are.
 */
export function refundToVouchers(
  commit: GuardedCommit,
  vouchers: readonly Voucher[],
  bookings: readonly Pick<Booking, 'id' | 'reference' | 'voucher'>[],
  by: string,
  reason: string,
): void {
  for (const voucher of vouchers) {
    const entries: VoucherEntry[] = [];
    for (const booking of bookings) {
      if (booking.voucher?.code !== voucher.code) continue;
      const pence = Math.round(booking.voucher.amount * 100);
      if (!(pence > 0) || !isSpentOn(voucher, booking.id)) continue;
      entries.push({
        at: commit.now,
        kind: 'refund',
        amount: pence,
        bookingId: booking.id,
        ...(booking.reference ? { reference: booking.reference } : {}),
        by,
        reason,
      });
    }
    if (entries.length === 0) continue;
    const ledger = [...voucher.ledger, ...entries];
    voucherDocs.update(commit, voucher.code, { ledger, balance: balanceOf(ledger) });
  }
}

/** Whether the booking's voucher part is spent now (and not given back since). */
export function isSpentOn(voucher: Voucher, bookingId: string): boolean {
  const last = voucher.ledger.filter(
    (e) => e.bookingId === bookingId && (e.kind === 'spend' || e.kind === 'refund'),
  );
  return last.at(-1)?.kind === 'spend';
}

/** POST /api/check_voucher: what a code would pay of a total, before the booking is made. */
export async function checkVoucher(input: CheckVoucherInput, now = Date.now()) {
  const voucher = await guardedCommit((commit) => readVoucher(commit, input.code), now);
  const refusal = voucherRefusal(voucher, now);
  if (refusal)
    throw badRequest(refusalMessage(refusal, voucher), { code: refusalMessage(refusal, voucher) });
  const balance = voucher!.balance;
  const total = Math.round((input.total ?? 0) * 100);
  const used = coveredPence(total, balance);
  return {
    code: voucher!.code,
    balance: balance / 100,
    expiresAt: voucher!.expiresAt,
    ...(input.total !== undefined ? { used: used / 100, left: (total - used) / 100 } : {}),
  };
}

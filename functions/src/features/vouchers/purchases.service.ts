import * as logger from 'firebase-functions/logger';
import { paths } from '../../domain/paths.js';
import { offersCard, PAYMENT_LINK_SESSION_MS, PAYMENT_MESSAGES } from '../../domain/payment.js';
import { formatPrice } from '../../domain/price.js';
import {
  type BuyVoucherInput,
  sendOnInstant,
  type Voucher,
  type VoucherPage,
  type VoucherPurchase,
} from '../../domain/voucher.js';
import { type GuardedCommit, guardedCommit } from '../../lib/guarded-commit.js';
import { busy, conflict, notFound } from '../../lib/http-errors.js';
import {
  isTokenShaped,
  linkToken,
  matchesHash,
  newLink,
  tokenHash,
} from '../../lib/link-tokens.js';
import { loadMailRendering } from '../../lib/mail/rendering.js';
import { siteLink, voucherMail } from '../../lib/mail/templates.js';
import { type Stripe, stripe } from '../../lib/stripe.js';
import { getPaymentLinks, getStudio } from '../content/index.js';
import {
  openPurchases,
  purchaseByLinkHash,
  purchaseDocs,
  voucherByLinkHash,
  voucherDocs,
  vouchersDue,
} from './vouchers.repository.js';
import { newVoucher, printUrlOf, voucherSettings } from './vouchers.service.js';

// Buying a gift voucher online (docs/product.md#gift-vouchers): a purchase is stored, Stripe
// Checkout takes the money, and the voucher exists only once Stripe says it is paid (its
// webhook, through the bookings feature's Stripe route, which hands such sessions here).

export const PURCHASE_ERRORS = {
  idTaken: 'This purchase was already started with different details; please reload the page',
} as const;

/** Who the ledger names for what Stripe's events do. */
const STRIPE = 'Stripe (card payments)';

/** The voucher's own page: the purchase's secret link (the return page, then the print page). */
export const voucherPagePath = (purchase: Pick<VoucherPurchase, 'id' | 'linkNonce'>) =>
  paths.giftVoucher.to(linkToken('voucher', purchase.id, purchase.linkNonce));

function sessionParams(
  purchase: VoucherPurchase,
  expiresAt: number,
): Stripe.Checkout.SessionCreateParams {
  const page = siteLink(voucherPagePath(purchase));
  const metadata = { voucherPurchaseId: purchase.id };
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'gbp',
          unit_amount: purchase.amount,
          product_data: {
            name: `Gift voucher: ${formatPrice(purchase.amount / 100)}`,
            description: `For ${purchase.recipientName}`,
          },
        },
      },
    ],
    customer_email: purchase.buyerEmail,
    expires_at: Math.floor(expiresAt / 1000),
    metadata,
    payment_intent_data: { description: `Gift voucher for ${purchase.recipientName}`, metadata },
    success_url: `${page}?paid=1`,
    cancel_url: siteLink(paths.giftVouchers),
  };
}

/**
 * POST /api/buy_voucher: stores the purchase and opens its Checkout session (the purchase id is
 * its idempotency key: the same request again answers the same page).
 */
export async function buyVoucher(
  input: BuyVoucherInput,
  requestHash: string,
  now = Date.now(),
): Promise<{ checkoutUrl: string; returnUrl: string }> {
  const links = await getPaymentLinks();
  if (!offersCard(links.methods)) throw conflict(PAYMENT_MESSAGES.cardOff);
  const purchase = await guardedCommit(async (commit) => {
    const existing = await purchaseDocs.get(commit, input.id);
    if (existing) {
      if (existing.requestHash !== requestHash) throw conflict(PURCHASE_ERRORS.idTaken);
      return existing;
    }
    const link = newLink('voucher', input.id);
    const made: VoucherPurchase = {
      id: input.id,
      amount: Math.round(input.amount * 100),
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      recipientName: input.recipientName,
      ...(input.sendTo === 'recipient'
        ? { recipientEmail: input.recipientEmail, sendOn: sendOnInstant(input.sendOn) }
        : {}),
      ...(input.message ? { message: input.message } : {}),
      createdAt: now,
      state: 'open',
      linkNonce: link.nonce,
      linkTokenHash: link.hash,
      requestHash,
    };
    purchaseDocs.create(commit, made.id, made);
    return made;
  }, now);
  const returnUrl = voucherPagePath(purchase);
  if (purchase.checkoutUrl) return { checkoutUrl: purchase.checkoutUrl, returnUrl };
  try {
    const client = await stripe();
    const session = await client.checkout.sessions.create(
      sessionParams(purchase, now + PAYMENT_LINK_SESSION_MS - 60_000),
      { idempotencyKey: `${purchase.id}-voucher-checkout` },
    );
    if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
    await guardedCommit(async (commit) => {
      const stored = await purchaseDocs.get(commit, purchase.id);
      if (!stored || stored.sessionId) return;
      purchaseDocs.update(commit, purchase.id, {
        sessionId: session.id,
        checkoutUrl: session.url!,
      });
    }, now);
    return { checkoutUrl: session.url, returnUrl };
  } catch (err) {
    logger.error('Could not open a Checkout session for a gift voucher', {
      purchaseId: purchase.id,
      error: String(err),
    });
    throw busy(PAYMENT_MESSAGES.unavailable);
  }
}

/** The voucher emails a paid purchase sends: the buyer's at once; the recipient's on its day. */
function queueVoucherMail(
  commit: GuardedCommit,
  voucher: Voucher,
  studio: Awaited<ReturnType<typeof getStudio>>,
  printUrl: string,
) {
  if (voucher.buyerEmail) {
    commit.enqueueMail(
      `voucher-${voucher.code}-buyer`,
      voucherMail({ studio, voucher, to: voucher.buyerEmail, toBuyer: true, printUrl }),
    );
  }
}

/**
 * A Checkout session of a voucher purchase, as Stripe has it now: paid makes the voucher (once:
 * a purchase that is no longer open changes nothing, however often the event comes); expired
 * marks the purchase so. Answers whether it made one.
 */
export async function applyVoucherSession(
  session: Stripe.Checkout.Session,
  now = Date.now(),
): Promise<boolean> {
  const id = session.metadata?.voucherPurchaseId;
  if (!id) return false;
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  if (!paid) {
    if (session.status !== 'expired') return false;
    await guardedCommit(async (commit) => {
      const purchase = await purchaseDocs.get(commit, id);
      if (purchase?.state === 'open') purchaseDocs.update(commit, id, { state: 'expired' });
    }, now);
    return false;
  }
  const [studio, settings] = await Promise.all([getStudio(), voucherSettings()]);
  const pi = session.payment_intent;
  const paymentIntentId = typeof pi === 'string' ? pi : pi?.id;
  return guardedCommit(async (commit) => {
    const purchase = await purchaseDocs.get(commit, id);
    if (!purchase || purchase.state === 'paid') return false;
    const voucher = newVoucher(
      {
        amount: session.amount_total ?? purchase.amount,
        source: 'purchase',
        recipientName: purchase.recipientName,
        email: purchase.recipientEmail ?? purchase.buyerEmail,
        buyerName: purchase.buyerName,
        buyerEmail: purchase.buyerEmail,
        ...(purchase.message ? { message: purchase.message } : {}),
        ...(purchase.sendOn ? { sendOn: purchase.sendOn } : {}),
        purchaseId: purchase.id,
      },
      { kind: 'purchase', by: STRIPE },
      settings.expiryMonths,
      now,
    );
    // The page to print is the purchase's own link, which the buyer already holds.
    const printUrl = siteLink(voucherPagePath(purchase));
    const sendsNow = voucher.sendOn !== undefined && voucher.sendOn <= now;
    const made: Voucher = {
      ...(sendsNow ? withoutSendOn(voucher) : voucher),
      printNonce: purchase.linkNonce,
      printTokenHash: purchase.linkTokenHash,
      ...(sendsNow ? { sentAt: now } : {}),
    };
    voucherDocs.create(commit, made.code, made);
    purchaseDocs.update(commit, id, {
      state: 'paid',
      code: made.code,
      paidAt: now,
      ...(paymentIntentId ? { paymentIntentId } : {}),
    });
    queueVoucherMail(commit, made, studio, printUrl);
    if (sendsNow) writeRecipientMail(commit, made, studio, printUrl);
    return true;
  }, now);
}

/** The recipient's email (on its day). */
function writeRecipientMail(
  commit: GuardedCommit,
  voucher: Voucher,
  studio: Awaited<ReturnType<typeof getStudio>>,
  printUrl: string | null,
) {
  if (!voucher.email || voucher.email === voucher.buyerEmail) return;
  commit.enqueueMail(
    `voucher-${voucher.code}`,
    voucherMail({ studio, voucher, to: voucher.email, toBuyer: false, printUrl }),
  );
}

const withoutSendOn = (voucher: Voucher): Voucher => {
  const { sendOn: _s, ...rest } = voucher;
  return rest;
};

/**
 * The scheduled job (hourly): vouchers whose send day has come go to their recipient, each in
 * its own commit (a voucher sent meanwhile is not sent again).
 */
export async function sendDueVouchers(now = Date.now()): Promise<number> {
  await loadMailRendering();
  const studio = await getStudio();
  let sent = 0;
  for (const due of await vouchersDue(now)) {
    const done = await guardedCommit(async (commit) => {
      const voucher = await voucherDocs.get(commit, due.code);
      if (!voucher?.sendOn || voucher.sendOn > now || voucher.sentAt) return false;
      writeRecipientMail(commit, voucher, studio, printUrlOf(voucher));
      voucherDocs.update(commit, voucher.code, { sentAt: now }, ['sendOn']);
      return true;
    }, now);
    if (done) sent++;
  }
  return sent;
}

/** GET /api/gift_voucher/:token: the voucher's own page (printable), or that it is on its way. */
export async function voucherPage(token: unknown): Promise<VoucherPage> {
  if (!isTokenShaped(token)) throw notFound('This link is not valid');
  const hash = tokenHash(token);
  const voucher = await voucherByLinkHash(hash);
  if (voucher && matchesHash(token, voucher.printTokenHash)) {
    return {
      state: 'ready',
      code: voucher.code,
      amount: voucher.amount / 100,
      balance: voucher.balance / 100,
      recipientName: voucher.recipientName,
      ...(voucher.buyerName ? { buyerName: voucher.buyerName } : {}),
      ...(voucher.message ? { message: voucher.message } : {}),
      expiresAt: voucher.expiresAt,
      ...(voucher.sendOn ? { sendOn: voucher.sendOn } : {}),
      ...(voucher.sendOn && voucher.email ? { email: voucher.email } : {}),
    };
  }
  const purchase = await purchaseByLinkHash(hash);
  if (!purchase || !matchesHash(token, purchase.linkTokenHash)) {
    throw notFound('This link is not valid');
  }
  return { state: purchase.state === 'expired' ? 'not_paid' : 'waiting' };
}

/**
 * The scheduled job (every 5 minutes, with the card holds): a purchase whose Checkout session
 * Stripe's event has not settled after 10 minutes is asked about: paid makes the voucher (as the
 * webhook would), expired marks it so. Answers how many it settled.
 */
export async function reconcileVoucherPurchases(now = Date.now()): Promise<number> {
  await loadMailRendering();
  const waiting = (await openPurchases()).filter(
    (p) => p.sessionId && p.createdAt < now - 10 * 60_000,
  );
  if (waiting.length === 0) return 0;
  const client = await stripe();
  let settled = 0;
  for (const purchase of waiting) {
    try {
      const session = await client.checkout.sessions.retrieve(purchase.sessionId!, {
        expand: ['payment_intent'],
      });
      if (session.status === 'open') continue;
      await applyVoucherSession(session, now);
      settled++;
    } catch (err) {
      logger.error('Could not reconcile a gift voucher purchase', {
        purchaseId: purchase.id,
        error: String(err),
      });
    }
  }
  return settled;
}

import type { CheckedDiscount } from '../../domain/contracts/discounts.js';
import {
  type DiscountCode,
  type DiscountCodeInput,
  discountCodeFrom,
  discountRefusal,
  type DiscountRefusal,
  DISCOUNT_MESSAGES,
  ruleOf,
} from '../../domain/discount.js';
import { unitPrice } from '../../domain/booking.js';
import { priceBooking } from '../../domain/pricing.js';
import {
  type Actor,
  createAudited,
  type GuardedCommit,
  guardedCommit,
  replaceAudited,
} from '../../lib/guarded-commit.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { dateOf, typeOfDate } from '../schedule/index.js';
import { codeDocs, listCodes } from './discounts.repository.js';

// Discount codes (docs/product.md#discount-codes). A booking takes a code's places in its own
// guarded commit (the code's document read and written under its precondition, so two bookings
// at once can never take more than the code has left); a cancellation, an ended card hold or
// fewer guests give them back.

export const listDiscountCodes = listCodes;

/** Staff create a code (409 if it exists) or change one (its uses kept), audit-logged. */
export function saveDiscountCode(input: DiscountCodeInput, actor: Actor, now = Date.now()) {
  if (input.create) {
    return createAudited(
      codeDocs,
      input.code,
      discountCodeFrom(input, null, now),
      actor,
      'add_discount_code',
      () => conflict(DISCOUNT_MESSAGES.exists),
      now,
    );
  }
  return replaceAudited(
    codeDocs,
    input.code,
    (existing) => discountCodeFrom(input, existing, now),
    actor,
    'update_discount_code',
    () => notFound(DISCOUNT_MESSAGES.missing),
    now,
  );
}

/** Staff switch a code on or off, audit-logged. */
export function setDiscountCodeActive(
  code: string,
  active: boolean,
  actor: Actor,
  now = Date.now(),
) {
  return replaceAudited(
    codeDocs,
    code,
    (existing) => (existing.active === active ? existing : { ...existing, active, updatedAt: now }),
    actor,
    active ? 'activate_discount_code' : 'deactivate_discount_code',
    () => notFound(DISCOUNT_MESSAGES.missing),
    now,
  );
}

/** A code refused: 400 (or 409, used up) with the message on the form's field. */
export const refusedCode = (refusal: DiscountRefusal, field: string) =>
  new HttpError(refusal.status, refusal.message, { [field]: refusal.message });

/** The code a booking names, read through its commit (null when there is none). */
export const readDiscountCode = (commit: GuardedCommit, code: string) => codeDocs.get(commit, code);

/** A booking takes `places` of a code it read in the same commit (its precondition guards it). */
export function takeDiscountPlaces(commit: GuardedCommit, code: DiscountCode, places: number) {
  codeDocs.update(commit, code.code, { placesUsed: code.placesUsed + places });
}

/**
 * Places given back to a code (a cancellation, an ended hold, fewer guests), or taken again
 * (a late payment rebooking its places): an increment, right whatever the code holds by then.
 */
export function giveDiscountPlacesBack(
  commit: GuardedCommit,
  booking: { discount?: { code: string }; guests: number },
  places = booking.guests,
) {
  if (booking.discount && places !== 0) {
    codeDocs.increment(commit, booking.discount.code, { placesUsed: -places });
  }
}

/**
 * POST /api/check_discount: what a booking of `guests` places on a date would cost with the
 * code, or why the code cannot be used for it (the same messages as the booking's).
 */
export async function checkDiscount(
  {
    code,
    scheduled_workshop_id,
    guests,
  }: { code: string; scheduled_workshop_id: string; guests: number },
  now = Date.now(),
): Promise<CheckedDiscount> {
  // Only reads: the commit writes nothing.
  return guardedCommit(async (commit) => {
    const [found, date] = await Promise.all([
      readDiscountCode(commit, code),
      dateOf(commit, scheduled_workshop_id),
    ]);
    const type = date ? await typeOfDate(commit, date) : null;
    if (!date || !type) throw notFound('Please choose a date for the workshop');
    const refusal = discountRefusal(found, {
      workshopType: type.id,
      workshopName: type.name,
      places: guests,
      now,
    });
    if (refusal || !found)
      throw refusedCode(refusal ?? { status: 400, message: DISCOUNT_MESSAGES.unknown }, 'code');
    const price = priceBooking({
      unitPrice: unitPrice(type),
      places: guests,
      discount: ruleOf(found),
    });
    return {
      code: found.code,
      fullPrice: price.fullPrice,
      discountAmount: price.discountAmount,
      total: price.total,
    };
  }, now);
}

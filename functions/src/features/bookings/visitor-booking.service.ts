import type { ClaimOfferInput, SaveBookingInput } from '../../domain/booking.js';
import { tokenHash } from '../../lib/link-tokens.js';
import { offerClaim } from '../waitlist/index.js';
import { createBooking, type CreateBookingResult } from './bookings.service.js';
import { checkoutFor } from './card-payments.service.js';

// A visitor's two ways into the booking commit: the booking form, and the claim of places a
// waiting-list offer holds for them.

/** SHA-256 of a request's parsed fields in a fixed order: the same request, the same hash. */
export function requestHashOf(input: object): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return tokenHash(JSON.stringify(sorted(input)));
}

/**
 * POST /api/save_booking: a visitor's booking from the website. Paying by card, it waits for
 * its payment (its places held) and the answer carries Stripe's Checkout page to go to.
 */
export async function saveBooking(
  input: SaveBookingInput,
  now?: number,
): Promise<CreateBookingResult & { checkoutUrl?: string }> {
  const result = await createBooking(input, {
    takePlaces: true,
    allowOverbooking: false,
    sendEmails: true,
    source: 'web',
    requestHash: requestHashOf(input),
    pays: { asked: input.payWith },
    now,
  });
  if (result.booking.status !== 'awaiting_payment') return result;
  const checkoutUrl = await checkoutFor(result.booking, now);
  return { ...result, paymentLink: null, checkoutUrl };
}

/**
 * POST /api/claim_waitlist_offer/{token}: books the held places through the booking commit,
 * in the same commit as the entry's claim. An offer that ran out, was used or withdrawn is 410
 * and never books; the same request again (a double click) answers the booking it made.
 */
export async function claimOffer(
  token: unknown,
  input: ClaimOfferInput,
  now = Date.now(),
): Promise<CreateBookingResult> {
  const claim = await offerClaim(token, now);
  const { entry } = claim;
  return createBooking(
    { ...input, scheduled_workshop_id: entry.scheduled_workshop_id, guests: entry.guests },
    {
      takePlaces: true,
      allowOverbooking: false,
      sendEmails: true,
      source: 'web',
      requestHash: requestHashOf({ ...input, claim: entry.id }),
      heldForIt: entry.heldPlaces ?? entry.guests,
      now,
      extra: claim,
    },
  );
}

import type Stripe from 'stripe';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './secrets.js';

// Stripe, through its own SDK (docs/api.md#card-payment). In production the SDK's defaults
// (api.stripe.com over https) apply; the local stack points it at its stand-in
// (scripts/stripe-stand-in) by these three settings only, which production leaves unset.

/** The API version the site is written against, pinned (stripe 23.1.0's own). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

let client: Promise<Stripe> | undefined;

/** The Stripe client, loaded on first use so requests that take no payment never load it. */
export function stripe(): Promise<Stripe> {
  client ??= import('stripe').then(
    ({ default: StripeClient }) =>
      new StripeClient(STRIPE_SECRET_KEY.value(), {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 2,
        timeout: 10_000,
        host: process.env.STRIPE_API_HOST || undefined,
        port: process.env.STRIPE_API_PORT || undefined,
        protocol: (process.env.STRIPE_API_PROTOCOL as 'http' | 'https' | undefined) || undefined,
      }),
  );
  return client;
}

/**
 * The event Stripe signed, from the request's raw bytes and its Stripe-Signature header; throws
 * when the signature is missing, forged or too old.
 */
export async function verifiedEvent(
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<Stripe.Event> {
  if (!rawBody || !signature) throw new Error('No signed body');
  return (await stripe()).webhooks.constructEvent(
    rawBody,
    signature,
    STRIPE_WEBHOOK_SECRET.value(),
  );
}

export type { Stripe };

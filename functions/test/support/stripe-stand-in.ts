import Stripe from 'stripe';
import { expect } from 'vitest';
import { LOCAL_STRIPE_SECRET_KEY } from '../../../scripts/stripe-stand-in/local-keys.ts';

// The local Stripe stand-in (scripts/stripe-stand-in), as the integration tests drive it: the
// real SDK pointed at it, its control API, and the buttons of its hosted Checkout page.

export const standIn = () => process.env.STRIPE_STAND_IN_URL!;

/** The Stripe SDK, as the functions configure it, talking to the stand-in. */
export const stripeSdk = () =>
  new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: process.env.STRIPE_API_HOST,
    port: process.env.STRIPE_API_PORT,
    protocol: 'http',
  });

/** Calls the stand-in's control API (/_stand-in/...): hold or release webhooks, expire, resend. */
export async function control(path: string, json: unknown = {}) {
  const res = await fetch(`${standIn()}/_stand-in${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  expect(res.status).toBeLessThan(300);
  return res.json();
}

/** Answers once no webhook delivery is under way (retries included). */
export const idle = () => fetch(`${standIn()}/_stand-in/webhooks/idle`).then((r) => r.json());

/**
 * Presses a button on a hosted Checkout page (its URL), as the visitor would, and waits for the
 * webhooks it sets off; answers where the page sends the visitor.
 */
export async function pressOnPage(checkoutUrl: string, action: 'pay' | 'back') {
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  await idle();
  return res.headers.get('location')!;
}

/** The same, for a Checkout session by its id. */
export const press = (sessionId: string, action: 'pay' | 'back') =>
  pressOnPage(`${standIn()}/pay/${sessionId}`, action);

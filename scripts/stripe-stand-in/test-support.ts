import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './local-keys.ts';
import { type StandInOptions, startStripeStandIn } from './server.ts';

// For the stand-in's own tests: the stand-in on a free port, the real SDK pointed at it, and a
// webhook endpoint that checks each signature as the site will (constructEvent on the raw body).

export interface Received {
  event: Stripe.Event;
  payload: string;
  signature: string;
}

export async function startWebhookReceiver() {
  const received: Received[] = [];
  const claimed = new Set<Received>();
  const waiters: { type: string; objectId?: string; resolve: (r: Received) => void }[] = [];
  let rejected = 0;
  /** The status to answer each verified event with (a test may fail some on purpose). */
  let answer: (event: Stripe.Event) => number = () => 200;

  const claim = (type: string, objectId?: string) => {
    const found = received.find(
      (r) =>
        r.event.type === type &&
        !claimed.has(r) &&
        (objectId === undefined || (r.event.data.object as { id: string }).id === objectId),
    );
    if (found) claimed.add(found);
    return found;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['stripe-signature']);
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(payload, signature, LOCAL_STRIPE_WEBHOOK_SECRET);
      } catch {
        rejected++;
        res.writeHead(400).end('bad signature');
        return;
      }
      const status = answer(event);
      res.writeHead(status).end();
      if (status !== 200) return;
      received.push({ event, payload, signature });
      for (const waiter of [...waiters]) {
        const found = claim(waiter.type, waiter.objectId);
        if (found) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(found);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/stripe_webhook`,
    received,
    get rejected() {
      return rejected;
    },
    answerWith(fn: (event: Stripe.Event) => number) {
      answer = fn;
    },
    /**
     * The first verified event of this type (about this object, if given) not yet taken by an
     * earlier call; waits for it to arrive.
     */
    next(type: Stripe.Event.Type, objectId?: string) {
      return new Promise<Received>((resolve) => {
        const found = claim(type, objectId);
        if (found) resolve(found);
        else waiters.push({ type, objectId, resolve });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startForTest(options: Partial<StandInOptions> = {}) {
  const receiver = await startWebhookReceiver();
  const standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: receiver.url,
    webhook: { backoffMs: 5, timeoutMs: 5000 },
    ...options,
  });
  const { hostname, port } = new URL(standIn.url);
  // constructed as the functions will construct theirs, pointed at the stand-in
  const stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: hostname,
    port,
    protocol: 'http',
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: 0,
  });
  const control = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
  ) => {
    const res = await fetch(`${standIn.url}/_stand-in${path}`, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body && JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  return {
    standIn,
    stripe,
    receiver,
    control,
    close: async () => {
      await standIn.close();
      await receiver.close();
    },
  };
}

/** A booking's Checkout Session as the site will make it: GBP, inline price data. */
export function bookingSession(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 2,
        price_data: {
          currency: 'gbp',
          unit_amount: 4500,
          product_data: { name: 'Granny squares for beginners, Sat 6 June 10:00' },
        },
      },
    ],
    customer_email: 'ada@example.com',
    client_reference_id: 'booking-123',
    metadata: { bookingId: 'booking-123' },
    success_url: 'http://127.0.0.1:5000/checkout/done?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:5000/checkout/cancelled',
    ...overrides,
  } satisfies Stripe.Checkout.SessionCreateParams;
}

/** Submits the hosted page's form, as the browser does; answers the status and Location. */
export async function submitHostedPage(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/** The error a call fails with (a call that succeeds fails the test). */
export const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );

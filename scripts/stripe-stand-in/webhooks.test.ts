import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from './local-keys.ts';
import { bookingSession, startForTest } from './test-support.ts';
import type { DeliveryAttempt } from './webhooks.ts';

let t: Awaited<ReturnType<typeof startForTest>>;
beforeAll(async () => {
  t = await startForTest();
});
afterEach(() => t.receiver.answerWith(() => 200));
afterAll(() => t.close());

const sessionOf = (event: Stripe.Event) => event.data.object as Stripe.Checkout.Session;

describe('webhooks', () => {
  it('are signed with the webhook secret, so a forged or altered payload does not verify', async () => {
    const session = await t.stripe.checkout.sessions.create(bookingSession());
    await t.stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: 'expire-1' });

    const { event, payload, signature } = await t.receiver.next(
      'checkout.session.expired',
      session.id,
    );
    const altered = payload.replace('"expired"', '"complete"');
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: altered,
      secret: 'whsec_someone_else',
    });

    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'checkout.session.expired',
      request: { id: expect.stringMatching(/^req_/), idempotency_key: 'expire-1' },
    });
    expect(sessionOf(event).id).toBe(session.id);
    expect(() =>
      Stripe.webhooks.constructEvent(altered, signature, LOCAL_STRIPE_WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() =>
      Stripe.webhooks.constructEvent(altered, forged, LOCAL_STRIPE_WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('are retried until the endpoint answers 2xx, and every attempt is recorded', async () => {
    const seen = new Set<string>();
    t.receiver.answerWith((event) => (seen.has(event.id) ? 200 : (seen.add(event.id), 500)));
    const session = await t.stripe.checkout.sessions.create(bookingSession());
    await t.stripe.checkout.sessions.expire(session.id);

    const { event } = await t.receiver.next('checkout.session.expired', session.id);
    const { body } = await t.control<{ data: DeliveryAttempt[] }>('GET', '/webhooks/idle');

    expect(sessionOf(event).id).toBe(session.id);
    expect(body.data.filter((a) => a.event === event.id).map((a) => [a.attempt, a.status])).toEqual(
      [
        [1, 500],
        [2, 200],
      ],
    );
    expect((await t.stripe.events.retrieve(event.id)).pending_webhooks).toBe(0);
  });

  it('give up after the last attempt when the endpoint keeps failing', async () => {
    t.receiver.answerWith(() => 503);
    const session = await t.stripe.checkout.sessions.create(bookingSession());
    await t.stripe.checkout.sessions.expire(session.id);

    const { body } = await t.control<{ data: DeliveryAttempt[] }>('GET', '/webhooks/idle');
    const [event] = (await t.stripe.events.list({ type: 'checkout.session.expired', limit: 1 }))
      .data;

    expect(sessionOf(event!).id).toBe(session.id);
    expect(body.data.filter((a) => a.event === event!.id).map((a) => a.status)).toEqual([
      503, 503, 503, 503,
    ]);
    expect(event!.pending_webhooks).toBe(1);
  });

  it('can be held and released in another order, and sent again as duplicates', async () => {
    const first = await t.stripe.checkout.sessions.create(bookingSession());
    const second = await t.stripe.checkout.sessions.create(bookingSession());
    await t.control('POST', '/webhooks/hold');
    await t.stripe.checkout.sessions.expire(first.id);
    await t.stripe.checkout.sessions.expire(second.id);
    const before = t.receiver.received.length;

    const held = await t.control<{ queued: string[] }>('GET', '/deliveries');
    await t.control('POST', '/webhooks/release', { order: 'reverse' });
    const arrived = t.receiver.received.slice(before).map((r) => sessionOf(r.event).id);
    const [, duplicate] = held.body.queued;
    await t.control('POST', `/events/${duplicate}/resend`);

    expect(held.body.queued).toHaveLength(2);
    expect(arrived).toEqual([second.id, first.id]);
    expect(t.receiver.received.at(-1)!.event.id).toBe(duplicate);
    expect(t.receiver.received.filter((r) => r.event.id === duplicate)).toHaveLength(2);
  });

  it("are sent when the control API moves a session's clock to its expiry, with no request", async () => {
    const session = await t.stripe.checkout.sessions.create(bookingSession());

    const { body } = await t.control<{ deliveries: DeliveryAttempt[] }>(
      'POST',
      `/checkout/sessions/${session.id}/expire`,
    );
    const { event } = await t.receiver.next('checkout.session.expired', session.id);

    expect(body.deliveries.map((d) => d.status)).toEqual([200]);
    expect(event.request).toEqual({ id: null, idempotency_key: null });
    expect(sessionOf(event)).toMatchObject({ id: session.id, status: 'expired' });
  });
});

describe("a session's expires_at passing", () => {
  it('expires it and sends checkout.session.expired, as Stripe’s timer does', async () => {
    let now = Date.now();
    const clocked = await startForTest({ now: () => now, expiryCheckMs: 5 });
    try {
      const session = await clocked.stripe.checkout.sessions.create(
        bookingSession({ expires_at: Math.floor(now / 1000) + 30 * 60 }),
      );

      now += 30 * 60 * 1000;
      const { event } = await clocked.receiver.next('checkout.session.expired');

      expect(sessionOf(event)).toMatchObject({ id: session.id, status: 'expired' });
      expect((await clocked.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    } finally {
      await clocked.close();
    }
  });
});

describe('the control API', () => {
  it('resets all state', async () => {
    await t.stripe.checkout.sessions.create(bookingSession());

    await t.control('POST', '/reset');

    expect((await t.stripe.checkout.sessions.list()).data).toEqual([]);
    expect((await t.control<{ data: unknown[] }>('GET', '/deliveries')).body.data).toEqual([]);
  });
});

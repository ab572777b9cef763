import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSession, failure, startForTest } from './test-support.ts';

let t: Awaited<ReturnType<typeof startForTest>>;
beforeAll(async () => {
  t = await startForTest();
});
afterAll(() => t.close());

describe('Checkout Sessions through the real SDK', () => {
  it('creates an open GBP session with a hosted page url, expiring in 24 hours by default', async () => {
    const session = await t.stripe.checkout.sessions.create(bookingSession());

    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_subtotal: 9000,
      amount_total: 9000,
      currency: 'gbp',
      client_reference_id: 'booking-123',
      customer_email: 'ada@example.com',
      customer_details: null,
      livemode: false,
      metadata: { bookingId: 'booking-123' },
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: 'http://127.0.0.1:5000/checkout/done?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:5000/checkout/cancelled',
      url: `${t.standIn.url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
    expect(session.line_items).toBeUndefined();
    expect(session.lastResponse.requestId).toMatch(/^req_/);
  });

  it('retrieves a session, with its line items when expanded or listed', async () => {
    const created = await t.stripe.checkout.sessions.create(bookingSession());

    const session = await t.stripe.checkout.sessions.retrieve(created.id, {
      expand: ['line_items'],
    });
    const items = await t.stripe.checkout.sessions.listLineItems(created.id);

    expect(session.id).toBe(created.id);
    expect(session.line_items?.data).toEqual(items.data);
    expect(items.data).toEqual([
      expect.objectContaining({
        object: 'item',
        amount_total: 9000,
        currency: 'gbp',
        description: 'Granny squares for beginners, Sat 6 June 10:00',
        quantity: 2,
        price: expect.objectContaining({ object: 'price', unit_amount: 4500, type: 'one_time' }),
      }),
    ]);
  });

  it('lists sessions newest first, a page at a time', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const session = await t.stripe.checkout.sessions.create(
        bookingSession({ client_reference_id: `list-${n}` }),
      );
      ids.push(session.id);
    }

    const first = await t.stripe.checkout.sessions.list({ limit: 2 });
    const next = await t.stripe.checkout.sessions.list({
      limit: 1,
      starting_after: first.data[1]!.id,
    });

    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/checkout/sessions' });
    expect(first.data.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(next.data.map((s) => s.id)).toEqual([ids[0]]);
    const back = await t.stripe.checkout.sessions.list({ limit: 1, ending_before: ids[0] });
    expect(back.data.map((s) => s.id)).toEqual([ids[1]]);
  });

  it('expires an open session, and refuses to expire it again', async () => {
    const created = await t.stripe.checkout.sessions.create(bookingSession());

    const expired = await t.stripe.checkout.sessions.expire(created.id);
    const again = await failure(t.stripe.checkout.sessions.expire(created.id));

    expect(expired).toMatchObject({ status: 'expired', url: null, payment_status: 'unpaid' });
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const listed = await t.stripe.checkout.sessions.list({ status: 'expired', limit: 100 });
    expect(listed.data.map((s) => s.id)).toContain(created.id);
  });

  it('takes expires_at between 30 minutes and 24 hours from creation, as Stripe does', async () => {
    const now = Math.floor(Date.now() / 1000);

    const held = await t.stripe.checkout.sessions.create(
      bookingSession({ expires_at: now + 30 * 60 + 5 }),
    );
    const tooSoon = await failure(
      t.stripe.checkout.sessions.create(bookingSession({ expires_at: now + 60 })),
    );
    const tooLate = await failure(
      t.stripe.checkout.sessions.create(bookingSession({ expires_at: now + 25 * 60 * 60 })),
    );

    expect(held.expires_at).toBe(now + 30 * 60 + 5);
    expect(tooSoon).toMatchObject({ statusCode: 400, param: 'expires_at' });
    expect(tooLate).toMatchObject({ statusCode: 400, param: 'expires_at' });
  });

  it("answers Stripe's errors: unknown ids 404, bad and unknown params 400, a wrong key 401", async () => {
    const missing = await failure(t.stripe.checkout.sessions.retrieve('cs_test_nope'));
    const unknownParam = await failure(
      t.stripe.checkout.sessions.create({
        ...bookingSession(),
        colour: 'teal',
      } as Stripe.Checkout.SessionCreateParams),
    );
    const noQuantity = await failure(
      t.stripe.checkout.sessions.create(
        bookingSession({
          line_items: [
            { price_data: { currency: 'gbp', unit_amount: 100, product_data: { name: 'x' } } },
          ],
        }),
      ),
    );
    const { hostname, port } = new URL(t.standIn.url);
    const wrongKey = new Stripe('sk_test_someone_else', { host: hostname, port, protocol: 'http' });

    expect(missing).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'session',
      message: "No such checkout.session: 'cs_test_nope'",
    });
    expect(unknownParam).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'colour',
    });
    expect(noQuantity).toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items[0][quantity]',
    });
    expect(await failure(wrongKey.checkout.sessions.list())).toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('answers an Idempotency-Key it has seen with the same session, and refuses it for other params', async () => {
    const first = await t.stripe.checkout.sessions.create(bookingSession(), {
      idempotencyKey: 'booking-123-attempt-1',
    });
    const replay = await t.stripe.checkout.sessions.create(bookingSession(), {
      idempotencyKey: 'booking-123-attempt-1',
    });
    const changed = await failure(
      t.stripe.checkout.sessions.create(bookingSession({ client_reference_id: 'another' }), {
        idempotencyKey: 'booking-123-attempt-1',
      }),
    );

    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('lets a plain HTTP client in with Bearer auth and answers 401 in Stripe’s shape without it', async () => {
    const res = await fetch(`${t.standIn.url}/v1/checkout/sessions`);

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringContaining('API key') },
    });
  });
});

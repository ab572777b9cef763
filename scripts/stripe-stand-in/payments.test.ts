import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSession, failure, startForTest, submitHostedPage } from './test-support.ts';

let t: Awaited<ReturnType<typeof startForTest>>;
beforeAll(async () => {
  t = await startForTest();
});
afterAll(() => t.close());

async function paidSession() {
  const session = await t.stripe.checkout.sessions.create(bookingSession());
  await submitHostedPage(session.url!, { action: 'pay' });
  await t.receiver.next('checkout.session.completed', session.id);
  return t.stripe.checkout.sessions.retrieve(session.id);
}

describe('the hosted checkout page', () => {
  it('shows the workshop, the amount in pounds, the email and the Pay and Back buttons', async () => {
    const session = await t.stripe.checkout.sessions.create(bookingSession());

    const res = await fetch(session.url!);
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(html).toContain('<title>Pay £90.00');
    expect(html).toContain('Granny squares for beginners, Sat 6 June 10:00 × 2: £90.00');
    expect(html).toContain('value="ada@example.com" readonly');
    expect(html).toMatch(/<button name="action" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button name="action" value="back"[^>]*>Back<\/button>/);
  });

  it('pays by card: the session completes, a PaymentIntent and Charge succeed, the customer goes to success_url', async () => {
    const session = await t.stripe.checkout.sessions.create(
      bookingSession({ payment_intent_data: { metadata: { bookingId: 'booking-123' } } }),
    );

    const { status, location } = await submitHostedPage(session.url!, { action: 'pay' });
    const { event } = await t.receiver.next('checkout.session.completed', session.id);
    const paid = await t.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });

    expect(status).toBe(303);
    expect(location).toBe(`http://127.0.0.1:5000/checkout/done?session_id=${session.id}`);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid' } },
    });
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: { email: 'ada@example.com' },
    });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amount: 9000,
      amount_received: 9000,
      metadata: { bookingId: 'booking-123' },
    });
    expect(intent.latest_charge).toMatchObject({
      id: expect.stringMatching(/^ch_/),
      status: 'succeeded',
      paid: true,
      amount: 9000,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
    });
    const byIntent = await t.stripe.checkout.sessions.list({ payment_intent: intent.id });
    expect(byIntent.data.map((s) => s.id)).toEqual([session.id]);
  });

  it('goes Back to cancel_url and leaves the session open', async () => {
    const session = await t.stripe.checkout.sessions.create(bookingSession());

    const { status, location } = await submitHostedPage(session.url!, { action: 'back' });

    expect(status).toBe(303);
    expect(location).toBe('http://127.0.0.1:5000/checkout/cancelled');
    expect((await t.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('says when a session is expired or already paid, and cannot be paid again', async () => {
    const expired = await t.stripe.checkout.sessions.create(bookingSession());
    await t.stripe.checkout.sessions.expire(expired.id);
    const paid = await paidSession();

    const expiredPage = await (await fetch(expired.url!)).text();
    const payAgain = await submitHostedPage(paid.url ?? `${t.standIn.url}/pay/${paid.id}`, {
      action: 'pay',
    });

    expect(expiredPage).toContain('This checkout session has expired');
    expect(expiredPage).toContain('href="http://127.0.0.1:5000/checkout/cancelled"');
    expect(payAgain.status).toBe(409);
    expect(payAgain.html).toContain('This checkout session is already paid');
  });

  it('asks for an email when the session has none', async () => {
    const session = await t.stripe.checkout.sessions.create(
      bookingSession({ customer_email: undefined }),
    );

    const without = await submitHostedPage(session.url!, { action: 'pay' });
    const withEmail = await submitHostedPage(session.url!, {
      action: 'pay',
      email: 'grace@example.com',
    });

    expect(without.status).toBe(400);
    expect(without.html).toContain('role="alert"');
    expect(withEmail.status).toBe(303);
    const { event } = await t.receiver.next('checkout.session.completed', session.id);
    expect(event.data.object).toMatchObject({
      id: session.id,
      customer_details: { email: 'grace@example.com' },
    });
    const byEmail = await t.stripe.checkout.sessions.list({
      customer_details: { email: 'grace@example.com' },
      expand: ['data.payment_intent'],
    });
    expect(byEmail.data).toEqual([
      expect.objectContaining({
        id: session.id,
        payment_intent: expect.objectContaining({ object: 'payment_intent', status: 'succeeded' }),
      }),
    ]);
  });

  it('completes a Bacs Direct Debit unpaid, then settles or fails it through the control API', async () => {
    const settles = await t.stripe.checkout.sessions.create(bookingSession());
    const fails = await t.stripe.checkout.sessions.create(bookingSession());

    await submitHostedPage(settles.url!, { action: 'pay_later' });
    const completed = await t.receiver.next('checkout.session.completed', settles.id);
    await submitHostedPage(fails.url!, { action: 'pay_later' });
    await t.receiver.next('checkout.session.completed', fails.id);
    const settled = await t.control('POST', `/checkout/sessions/${settles.id}/settle`);
    const failed = await t.control('POST', `/checkout/sessions/${fails.id}/fail`);
    const succeededEvent = await t.receiver.next(
      'checkout.session.async_payment_succeeded',
      settles.id,
    );
    const failedEvent = await t.receiver.next('checkout.session.async_payment_failed', fails.id);

    expect(completed.event.data.object).toMatchObject({
      id: settles.id,
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect(settled.status).toBe(200);
    expect(failed.status).toBe(200);
    expect(succeededEvent.event.data.object).toMatchObject({
      id: settles.id,
      payment_status: 'paid',
    });
    expect(failedEvent.event.data.object).toMatchObject({ id: fails.id, payment_status: 'unpaid' });
    const failedSession = await t.stripe.checkout.sessions.retrieve(fails.id, {
      expand: ['payment_intent'],
    });
    expect(failedSession.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'debit_not_authorized' },
    });
  });
});

describe('refunds', () => {
  it('refunds part with an idempotency key (once, however often it is sent), then the rest, then no more', async () => {
    const session = await paidSession();
    const intent = session.payment_intent as string;

    const part = await t.stripe.refunds.create(
      {
        payment_intent: intent,
        amount: 2500,
        reason: 'requested_by_customer',
        metadata: { by: 'staff' },
      },
      { idempotencyKey: 'refund-booking-123-1' },
    );
    const partAgain = await t.stripe.refunds.create(
      {
        payment_intent: intent,
        amount: 2500,
        reason: 'requested_by_customer',
        metadata: { by: 'staff' },
      },
      { idempotencyKey: 'refund-booking-123-1' },
    );
    const partEvent = await t.receiver.next('charge.refunded');
    const tooMuch = await failure(
      t.stripe.refunds.create({ payment_intent: intent, amount: 7000 }),
    );
    const rest = await t.stripe.refunds.create(
      { charge: part.charge as string },
      { idempotencyKey: 'refund-booking-123-2' },
    );
    const restEvent = await t.receiver.next('charge.refunded');
    const more = await failure(t.stripe.refunds.create({ payment_intent: intent }));

    expect(part).toMatchObject({
      object: 'refund',
      id: expect.stringMatching(/^re_/),
      amount: 2500,
      currency: 'gbp',
      payment_intent: intent,
      reason: 'requested_by_customer',
      metadata: { by: 'staff' },
      status: 'succeeded',
    });
    expect(partAgain.id).toBe(part.id);
    expect(partEvent.event.data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 2500,
      refunded: false,
    });
    expect(tooMuch).toMatchObject({
      statusCode: 400,
      param: 'amount',
      message: 'Refund amount (£70.00) is greater than unrefunded amount on charge (£65.00)',
    });
    expect(rest.amount).toBe(6500);
    expect(restEvent.event.data.object).toMatchObject({ amount_refunded: 9000, refunded: true });
    expect(more).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });

    const listed = await t.stripe.refunds.list({ payment_intent: intent });
    expect(listed.data.map((r) => [r.id, r.amount])).toEqual([
      [rest.id, 6500],
      [part.id, 2500],
    ]);
    expect((await t.stripe.refunds.retrieve(part.id)).amount).toBe(2500);
    expect(await t.stripe.charges.retrieve(part.charge as string)).toMatchObject({
      amount_refunded: 9000,
      refunded: true,
    });
  });

  it('refuses a refund of a payment not yet settled, or of nothing known', async () => {
    const pending = await t.stripe.checkout.sessions.create(bookingSession());
    await submitHostedPage(pending.url!, { action: 'pay_later' });
    await t.receiver.next('checkout.session.completed', pending.id);
    const { payment_intent } = await t.stripe.checkout.sessions.retrieve(pending.id);

    const notSettled = await failure(
      t.stripe.refunds.create({ payment_intent: payment_intent as string }),
    );
    const none = await failure(t.stripe.refunds.create({}));
    const unknown = await failure(t.stripe.refunds.create({ payment_intent: 'pi_nope' }));

    expect(notSettled).toMatchObject({ statusCode: 400, param: 'payment_intent' });
    expect(none).toMatchObject({ statusCode: 400, code: 'parameter_missing' });
    expect(unknown).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
    });
  });
});

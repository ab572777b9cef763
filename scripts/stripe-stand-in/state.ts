import { invalid, noSuch, StripeApiError } from './errors.ts';
import {
  type Charge,
  type Event,
  type EventType,
  type LineItem,
  newId,
  type PaymentIntent,
  type PaymentMethodType,
  type Refund,
  type Session,
  snapshot,
  type StripeObject,
} from './objects.ts';

// What the stand-in knows, in memory, and the rules that change it: Checkout Sessions, the
// PaymentIntent and Charge a payment makes, Refunds, and the Events each change records. The
// HTTP layers (api.ts, hosted-page.ts, control.ts) parse requests into these calls; delivering
// the returned events is the server's job.

export interface LineItemInput {
  name: string;
  description: string | null;
  currency: string;
  unitAmount: number;
  quantity: number;
  metadata: Record<string, string>;
}

export interface SessionInput {
  lineItems: LineItemInput[];
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  expiresAt: number | null;
  metadata: Record<string, string>;
  paymentIntentData: {
    metadata: Record<string, string>;
    description: string | null;
    receiptEmail: string | null;
  };
  /** null: every method the stand-in has (card, and Bacs Direct Debit, which settles later) */
  allowedPaymentMethodTypes: PaymentMethodType[] | null;
  locale: Session['locale'];
  submitType: Session['submit_type'];
}

export interface RefundInput {
  charge: string | null;
  paymentIntent: string | null;
  amount: number | null;
  reason: Refund['reason'];
  metadata: Record<string, string>;
}

/** The API request that caused a change (`event.request`); null ids for automatic changes. */
export interface RequestRef {
  id: string | null;
  idempotency_key: string | null;
}

export const AUTOMATIC: RequestRef = { id: null, idempotency_key: null };

export interface Payer {
  method: PaymentMethodType;
  email: string;
  name: string | null;
}

// Stripe's limits on a Checkout Session's expires_at, from its creation.
export const MIN_EXPIRY_S = 30 * 60;
export const MAX_EXPIRY_S = 24 * 60 * 60;

// The smallest charge Stripe accepts in each currency (minor units); others are taken as 50.
const MINIMUM_CHARGE: Record<string, number> = { gbp: 30, usd: 50, eur: 50 };

export function formatAmount(amount: number, currency: string) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount / 100);
}

export class StandInState {
  readonly sessions = new Map<string, Session>();
  readonly lineItems = new Map<string, LineItem[]>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly events = new Map<string, Event>();
  // What a session was created with that Stripe keeps but does not show on the session.
  private readonly intentData = new Map<string, SessionInput['paymentIntentData']>();

  constructor(
    private readonly options: {
      hostedPageUrl: (sessionId: string) => string;
      apiVersion: string;
      now: () => number;
      webhookEndpoints: number;
    },
  ) {}

  /** Seconds since the epoch, as every Stripe timestamp. */
  nowS() {
    return Math.floor(this.options.now() / 1000);
  }

  reset() {
    for (const map of [
      this.sessions,
      this.lineItems,
      this.paymentIntents,
      this.charges,
      this.refunds,
      this.events,
      this.intentData,
    ]) {
      map.clear();
    }
  }

  session(id: string, param = 'session') {
    return this.sessions.get(id) ?? raise(noSuch('checkout.session', id, param));
  }

  paymentIntent(id: string, param = 'intent') {
    return this.paymentIntents.get(id) ?? raise(noSuch('payment_intent', id, param));
  }

  charge(id: string, param = 'charge') {
    return this.charges.get(id) ?? raise(noSuch('charge', id, param));
  }

  refund(id: string, param = 'refund') {
    return this.refunds.get(id) ?? raise(noSuch('refund', id, param));
  }

  event(id: string, param = 'id') {
    return this.events.get(id) ?? raise(noSuch('event', id, param));
  }

  createSession(input: SessionInput): Session {
    const created = this.nowS();
    const expiresAt = input.expiresAt ?? created + MAX_EXPIRY_S;
    if (expiresAt < created + MIN_EXPIRY_S) {
      throw invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        'expires_at',
      );
    }
    if (expiresAt > created + MAX_EXPIRY_S) {
      throw invalid(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const currency = input.lineItems[0]!.currency;
    const total = input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const minimum = MINIMUM_CHARGE[currency] ?? 50;
    if (total < minimum) {
      throw invalid(
        `The Checkout Session's total amount due must add up to at least ${formatAmount(minimum, currency)} ${currency}`,
      );
    }
    const id = newId('cs_test_', 58);
    const session: Session = {
      id,
      object: 'checkout.session',
      allowed_payment_method_types: input.allowedPaymentMethodTypes,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: input.cancelUrl,
      client_reference_id: input.clientReferenceId,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: input.customerEmail,
      expires_at: expiresAt,
      livemode: false,
      locale: input.locale,
      metadata: input.metadata,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: input.allowedPaymentMethodTypes ?? ['card', 'bacs_debit'],
      payment_status: 'unpaid',
      status: 'open',
      submit_type: input.submitType,
      success_url: input.successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: this.options.hostedPageUrl(id),
    };
    this.sessions.set(id, session);
    this.intentData.set(id, input.paymentIntentData);
    this.lineItems.set(
      id,
      input.lineItems.map((item) => ({
        id: newId('li_'),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: item.unitAmount * item.quantity,
        amount_tax: 0,
        amount_total: item.unitAmount * item.quantity,
        currency: item.currency,
        description: item.name,
        metadata: item.metadata,
        quantity: item.quantity,
        price: {
          id: newId('price_'),
          object: 'price',
          // a price made from price_data is archived at once: it cannot be reused
          active: false,
          billing_scheme: 'per_unit',
          created,
          currency: item.currency,
          livemode: false,
          metadata: {},
          nickname: null,
          product: newId('prod_', 14),
          recurring: null,
          tax_behavior: 'unspecified',
          type: 'one_time',
          unit_amount: item.unitAmount,
        },
      })),
    );
    return session;
  }

  /** `POST /v1/checkout/sessions/:id/expire`, or its expires_at passing (AUTOMATIC). */
  expireSession(id: string, request: RequestRef) {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status of "open" can be expired; ${id} has a status of "${session.status}".`,
        'session',
      );
    }
    session.status = 'expired';
    session.url = null;
    return { session, events: [this.record('checkout.session.expired', session, request)] };
  }

  /** Expires every open session whose expires_at has passed (Stripe's own timer). */
  expireDue(): Event[] {
    const now = this.nowS();
    return [...this.sessions.values()]
      .filter((s) => s.status === 'open' && s.expires_at <= now)
      .flatMap((s) => this.expireSession(s.id, AUTOMATIC).events);
  }

  /**
   * The customer pays on the hosted page. A card pays at once; Bacs Direct Debit completes the
   * session unpaid and settles (or fails) later, through settleAsyncPayment.
   */
  pay(id: string, payer: Payer) {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw invalid(`This Checkout Session is ${session.status}.`, 'session');
    }
    if (!session.payment_method_types.includes(payer.method)) {
      throw invalid(`This Checkout Session does not accept ${payer.method}.`, 'payment_method');
    }
    const created = this.nowS();
    const amount = session.amount_total!;
    const currency = session.currency!;
    const card = payer.method === 'card';
    const intentData = this.intentData.get(id)!;
    const intent: PaymentIntent = {
      id: newId('pi_'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: card ? amount : 0,
      capture_method: 'automatic_async',
      client_secret: null,
      confirmation_method: 'automatic',
      created,
      currency,
      customer: null,
      description: intentData.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: intentData.metadata,
      payment_method: newId('pm_'),
      payment_method_types: [payer.method],
      receipt_email: intentData.receiptEmail,
      status: card ? 'succeeded' : 'processing',
    };
    intent.client_secret = `${intent.id}_secret_${newId('', 25)}`;
    const charge: Charge = {
      id: newId('ch_'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      billing_details: {
        address: null,
        email: payer.email,
        name: payer.name,
        phone: null,
        tax_id: null,
      },
      captured: true,
      created,
      currency,
      customer: null,
      description: intentData.description,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: intentData.metadata,
      paid: card,
      payment_intent: intent.id,
      payment_method: intent.payment_method as string,
      payment_method_details: card
        ? {
            type: 'card',
            card: {
              brand: 'visa',
              country: 'GB',
              exp_month: 12,
              exp_year: new Date(this.options.now()).getUTCFullYear() + 3,
              funding: 'credit',
              last4: '4242',
            },
          }
        : { type: 'bacs_debit', bacs_debit: { last4: '2345', sort_code: '108800' } },
      receipt_email: intentData.receiptEmail,
      refunded: false,
      status: card ? 'succeeded' : 'pending',
    };
    intent.latest_charge = charge.id;
    this.paymentIntents.set(intent.id, intent);
    this.charges.set(charge.id, charge);
    Object.assign(session, {
      status: 'complete',
      payment_status: card ? 'paid' : 'unpaid',
      payment_intent: intent.id,
      url: null,
      customer_details: {
        address: null,
        business_name: null,
        email: payer.email,
        individual_name: null,
        name: payer.name,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    } satisfies Partial<Session>);
    return { session, events: [this.record('checkout.session.completed', session, AUTOMATIC)] };
  }

  /** A delayed payment (Bacs Direct Debit) settles or fails, days later in real life. */
  settleAsyncPayment(id: string, outcome: 'succeeded' | 'failed') {
    const session = this.session(id);
    const intent = session.payment_intent
      ? this.paymentIntent(session.payment_intent as string)
      : null;
    if (session.status !== 'complete' || !intent || intent.status !== 'processing') {
      throw invalid(
        `Checkout Session ${id} has no payment waiting to settle (status "${session.status}", payment_status "${session.payment_status}").`,
        'session',
      );
    }
    const charge = this.charge(intent.latest_charge as string);
    if (outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      Object.assign(charge, { status: 'succeeded', paid: true });
      session.payment_status = 'paid';
    } else {
      const failure = {
        code: 'debit_not_authorized',
        message: 'The customer’s bank did not authorise the debit.',
      };
      Object.assign(charge, {
        status: 'failed',
        failure_code: failure.code,
        failure_message: failure.message,
      });
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'invalid_request_error', ...failure, charge: charge.id },
      });
    }
    const type = `checkout.session.async_payment_${outcome}` as const;
    return { session, events: [this.record(type, session, AUTOMATIC)] };
  }

  createRefund(input: RefundInput, request: RequestRef) {
    if (input.charge && input.paymentIntent) {
      throw invalid(
        'You may only specify one of these parameters: charge, payment_intent.',
        'charge',
      );
    }
    let charge: Charge;
    if (input.paymentIntent) {
      const intent = this.paymentIntent(input.paymentIntent, 'payment_intent');
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw invalid(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
        );
      }
      charge = this.charge(intent.latest_charge as string);
    } else if (input.charge) {
      charge = this.charge(input.charge);
    } else {
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        undefined,
        'parameter_missing',
      );
    }
    if (charge.status !== 'succeeded') {
      throw invalid(`Charge ${charge.id} has not succeeded, so it cannot be refunded.`, 'charge');
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw invalid(
        `Charge ${charge.id} has already been refunded.`,
        'charge',
        'charge_already_refunded',
      );
    }
    const amount = input.amount ?? left;
    if (amount > left) {
      throw invalid(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`,
        'amount',
      );
    }
    const refund: Refund = {
      id: newId('re_'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: this.nowS(),
      currency: charge.currency,
      metadata: input.metadata,
      payment_intent: charge.payment_intent,
      reason: input.reason,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return {
      refund,
      events: [
        this.record('charge.refunded', charge, request, previous),
        this.record('refund.created', refund, request),
      ],
    };
  }

  /** A webhook endpoint answered 2xx for the event: Stripe counts it off `pending_webhooks`. */
  markDelivered(eventId: string) {
    const event = this.events.get(eventId);
    if (event) event.pending_webhooks = 0;
  }

  private record(
    type: EventType,
    object: StripeObject,
    request: RequestRef,
    previous?: Partial<StripeObject>,
  ): Event {
    const event: Event = {
      id: newId('evt_'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: this.nowS(),
      data: { object: snapshot(object), ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: this.options.webhookEndpoints,
      request,
      type,
    };
    this.events.set(event.id, event);
    return event;
  }
}

function raise(error: StripeApiError): never {
  throw error;
}

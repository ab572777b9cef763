import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

// The objects the stand-in keeps, each a subset of the SDK's own type for it, so a field name or
// value type that drifts from Stripe's fails the typecheck. Fields the site has no use for are
// left out rather than faked; a nested object we fill in part has its own type here.

type Subset<T, K extends keyof T, Own = object> = Omit<Pick<T, K>, keyof Own> & Own;

export type Price = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'tax_behavior'
  | 'type'
  | 'unit_amount'
>;

export type LineItem = Subset<
  Stripe.LineItem,
  | 'id'
  | 'object'
  | 'amount_discount'
  | 'amount_subtotal'
  | 'amount_tax'
  | 'amount_total'
  | 'currency'
  | 'description'
  | 'metadata'
  | 'quantity',
  { price: Price }
>;

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export type Session = Subset<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_details'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_method_types'
  | 'payment_status'
  | 'status'
  | 'submit_type'
  | 'success_url'
  | 'total_details'
  | 'ui_mode'
  | 'url',
  { line_items?: List<LineItem> }
>;

export type PaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'last_payment_error'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'payment_method'
  | 'payment_method_types'
  | 'receipt_email'
  | 'status'
>;

export type PaymentMethodType = 'card' | 'bacs_debit';

type PaymentMethodDetails =
  | {
      type: 'card';
      card: Pick<
        Stripe.Charge.PaymentMethodDetails.Card,
        'brand' | 'country' | 'exp_month' | 'exp_year' | 'funding' | 'last4'
      >;
    }
  | {
      type: 'bacs_debit';
      bacs_debit: Pick<Stripe.Charge.PaymentMethodDetails.BacsDebit, 'last4' | 'sort_code'>;
    };

export type Charge = Subset<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'billing_details'
  | 'captured'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'payment_intent'
  | 'payment_method'
  | 'receipt_email'
  | 'refunded'
  | 'status',
  { payment_method_details: PaymentMethodDetails }
>;

export type Refund = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status'
>;

export type StripeObject = Session | PaymentIntent | Charge | Refund;

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'charge.refunded'
  | 'refund.created';

export type Event = Subset<
  Stripe.Event,
  'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request',
  {
    type: EventType;
    data: { object: StripeObject; previous_attributes?: Partial<StripeObject> };
  }
>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: the object's prefix and random letters and digits (`cs_test_a1B2…`). */
export function newId(prefix: string, length = 24) {
  return prefix + [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Each event, webhook payload and API answer gets its own copy, as JSON does over the wire. */
export const snapshot = <T>(value: T): T => structuredClone(value);

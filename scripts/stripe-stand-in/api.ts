import { invalid, missingParam, noSuch } from './errors.ts';
import type { Event, List, PaymentMethodType } from './objects.ts';
import {
  array,
  email,
  expandPaths,
  integer,
  metadata,
  object,
  oneOf,
  only,
  type Params,
  requiredString,
  string,
  url,
} from './params.ts';
import type { LineItemInput, RequestRef, StandInState } from './state.ts';

// Stripe's REST API (v1), the calls the site makes: each route reads its parameters, calls the
// state, and answers the object (expanded as asked). Changes return the events they recorded,
// which the server delivers after answering, as Stripe does.

export interface ApiResult {
  body: unknown;
  events?: Event[];
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  path: RegExp;
  handle(params: Params, request: RequestRef, ...ids: string[]): ApiResult;
}

const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand'] as const;

export function apiRoutes(state: StandInState): ApiRoute[] {
  const retrieve = (params: Params, object: unknown): ApiResult => {
    only(params, ['expand']);
    return { body: expand(state, object, params) };
  };
  return [
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions$/,
      handle: (params) => {
        const session = state.createSession(sessionInput(params));
        return { body: expand(state, session, params) };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/sessions$/,
      handle: (params) => {
        only(params, [...LIST_PARAMS, 'payment_intent', 'customer_details', 'status', 'created']);
        const intent = string(params.payment_intent, 'payment_intent');
        const status = oneOf(params.status, 'status', ['open', 'complete', 'expired']);
        let customerEmail: string | null = null;
        if (params.customer_details !== undefined) {
          const details = object(params.customer_details, 'customer_details');
          only(details, ['email'], 'customer_details');
          customerEmail = requiredString(details.email, 'customer_details[email]');
        }
        const created = createdFilter(params.created);
        const list = page([...state.sessions.values()], params, '/v1/checkout/sessions', {
          name: 'checkout.session',
          keep: (s) =>
            (intent === null || s.payment_intent === intent) &&
            (status === null || s.status === status) &&
            (customerEmail === null || s.customer_details?.email === customerEmail) &&
            created(s.created),
        });
        return { body: expand(state, list, params) };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: (params, _request, id) => retrieve(params, state.session(id!)),
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
      handle: (params, _request, id) => {
        only(params, LIST_PARAMS);
        const session = state.session(id!);
        const url = `/v1/checkout/sessions/${session.id}/line_items`;
        // line items are listed in the order they were given, not newest first
        const list = page(state.lineItems.get(session.id)!, params, url, {
          name: 'line_item',
          newestFirst: false,
        });
        return { body: expand(state, list, params) };
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      handle: (params, request, id) => {
        only(params, ['expand']);
        const { session, events } = state.expireSession(id!, request);
        return { body: expand(state, session, params), events };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: (params, _request, id) => retrieve(params, state.paymentIntent(id!)),
    },
    {
      method: 'GET',
      path: /^\/v1\/charges\/([^/]+)$/,
      handle: (params, _request, id) => retrieve(params, state.charge(id!)),
    },
    {
      method: 'POST',
      path: /^\/v1\/refunds$/,
      handle: (params, request) => {
        only(params, ['amount', 'charge', 'payment_intent', 'reason', 'metadata', 'expand']);
        const { refund, events } = state.createRefund(
          {
            charge: string(params.charge, 'charge'),
            paymentIntent: string(params.payment_intent, 'payment_intent'),
            amount: integer(params.amount, 'amount', { min: 1 }),
            reason: oneOf(params.reason, 'reason', [
              'duplicate',
              'fraudulent',
              'requested_by_customer',
            ]),
            metadata: metadata(params.metadata, 'metadata'),
          },
          request,
        );
        return { body: expand(state, refund, params), events };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/refunds$/,
      handle: (params) => {
        only(params, [...LIST_PARAMS, 'charge', 'payment_intent', 'created']);
        const charge = string(params.charge, 'charge');
        const intent = string(params.payment_intent, 'payment_intent');
        const created = createdFilter(params.created);
        const list = page([...state.refunds.values()], params, '/v1/refunds', {
          name: 'refund',
          keep: (r) =>
            (charge === null || r.charge === charge) &&
            (intent === null || r.payment_intent === intent) &&
            created(r.created),
        });
        return { body: expand(state, list, params) };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/refunds\/([^/]+)$/,
      handle: (params, _request, id) => retrieve(params, state.refund(id!)),
    },
    {
      method: 'GET',
      path: /^\/v1\/events$/,
      handle: (params) => {
        only(params, [...LIST_PARAMS, 'type', 'types', 'created']);
        const type = string(params.type, 'type');
        const types = params.types === undefined ? null : array(params.types, 'types');
        const created = createdFilter(params.created);
        const list = page([...state.events.values()], params, '/v1/events', {
          name: 'event',
          keep: (e) =>
            (type === null || matchesType(e.type, type)) &&
            (types === null || types.some((t) => matchesType(e.type, String(t)))) &&
            created(e.created),
        });
        return { body: expand(state, list, params) };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/events\/([^/]+)$/,
      handle: (params, _request, id) => retrieve(params, state.event(id!)),
    },
  ];
}

// `type=checkout.session.*` matches every checkout.session event, as in Stripe's list filter.
const matchesType = (type: string, pattern: string) =>
  pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;

const SESSION_PARAMS = [
  'allowed_payment_method_types',
  'cancel_url',
  'client_reference_id',
  'currency',
  'customer_email',
  'expand',
  'expires_at',
  'line_items',
  'locale',
  'metadata',
  'mode',
  'payment_intent_data',
  'submit_type',
  'success_url',
  'ui_mode',
];

function sessionInput(params: Params) {
  only(params, SESSION_PARAMS);
  const mode = string(params.mode, 'mode') ?? 'payment';
  if (mode !== 'payment') {
    throw invalid(`The local Stripe stand-in implements only mode=payment, not ${mode}.`, 'mode');
  }
  const uiMode = string(params.ui_mode, 'ui_mode') ?? 'hosted_page';
  if (uiMode !== 'hosted_page') {
    throw invalid(
      `The local Stripe stand-in implements only ui_mode=hosted_page, not ${uiMode}.`,
      'ui_mode',
    );
  }
  if (params.line_items === undefined) throw missingParam('line_items');
  const lineItems = array(params.line_items, 'line_items').map(lineItemInput);
  if (lineItems.length === 0) throw missingParam('line_items');
  const currency = string(params.currency, 'currency')?.toLowerCase() ?? lineItems[0]!.currency;
  lineItems.forEach((item, i) => {
    if (item.currency !== currency) {
      throw invalid(
        'All line items must use the same currency as the Checkout Session.',
        `line_items[${i}][price_data][currency]`,
      );
    }
  });
  const intentData = object(params.payment_intent_data ?? {}, 'payment_intent_data');
  only(intentData, ['description', 'metadata', 'receipt_email'], 'payment_intent_data');
  const methods =
    params.allowed_payment_method_types === undefined
      ? null
      : array(params.allowed_payment_method_types, 'allowed_payment_method_types').map((m, i) =>
          oneOf<PaymentMethodType>(m, `allowed_payment_method_types[${i}]`, ['card', 'bacs_debit']),
        );
  return {
    lineItems,
    successUrl: url(params.success_url, 'success_url'),
    cancelUrl: url(params.cancel_url, 'cancel_url'),
    clientReferenceId: string(params.client_reference_id, 'client_reference_id', { max: 200 }),
    customerEmail: email(params.customer_email, 'customer_email'),
    expiresAt: integer(params.expires_at, 'expires_at', { max: Number.MAX_SAFE_INTEGER }),
    metadata: metadata(params.metadata, 'metadata'),
    paymentIntentData: {
      description: string(intentData.description, 'payment_intent_data[description]', {
        max: 1000,
      }),
      metadata: metadata(intentData.metadata, 'payment_intent_data[metadata]'),
      receiptEmail: email(intentData.receipt_email, 'payment_intent_data[receipt_email]'),
    },
    allowedPaymentMethodTypes: methods as PaymentMethodType[] | null,
    locale: string(params.locale, 'locale'),
    submitType: oneOf(params.submit_type, 'submit_type', ['auto', 'book', 'donate', 'pay']),
  };
}

function lineItemInput(value: unknown, i: number): LineItemInput {
  const at = `line_items[${i}]`;
  const item = object(value, at);
  only(item, ['price', 'price_data', 'quantity', 'metadata'], at);
  if (item.price !== undefined) {
    throw noSuch('price', String(item.price), `${at}[price]`);
  }
  if (item.price_data === undefined) throw missingParam(`${at}[price_data]`);
  const price = object(item.price_data, `${at}[price_data]`);
  only(
    price,
    ['currency', 'product', 'product_data', 'unit_amount', 'tax_behavior'],
    `${at}[price_data]`,
  );
  if (price.product !== undefined) {
    throw noSuch('product', String(price.product), `${at}[price_data][product]`);
  }
  const currency = requiredString(price.currency, `${at}[price_data][currency]`).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalid(`Invalid currency: ${currency}`, `${at}[price_data][currency]`);
  }
  if (price.product_data === undefined) throw missingParam(`${at}[price_data][product_data]`);
  const product = object(price.product_data, `${at}[price_data][product_data]`);
  only(product, ['name', 'description', 'images', 'metadata'], `${at}[price_data][product_data]`);
  const unitAmount = integer(price.unit_amount, `${at}[price_data][unit_amount]`);
  if (unitAmount === null) throw missingParam(`${at}[price_data][unit_amount]`);
  const quantity = integer(item.quantity, `${at}[quantity]`, { min: 1, max: 999_999 });
  if (quantity === null) throw missingParam(`${at}[quantity]`);
  return {
    name: requiredString(product.name, `${at}[price_data][product_data][name]`),
    description: string(product.description, `${at}[price_data][product_data][description]`),
    currency,
    unitAmount,
    quantity,
    metadata: metadata(item.metadata, `${at}[metadata]`),
  };
}

/** `created=<ts>` or `created[gt|gte|lt|lte]=<ts>`, as on every Stripe list. */
function createdFilter(value: unknown): (created: number) => boolean {
  if (value === undefined) return () => true;
  if (typeof value === 'string') {
    const at = integer(value, 'created', { max: Number.MAX_SAFE_INTEGER });
    return (created) => created === at;
  }
  const range = object(value, 'created');
  only(range, ['gt', 'gte', 'lt', 'lte'], 'created');
  const bound = (key: string) =>
    integer(range[key], `created[${key}]`, { max: Number.MAX_SAFE_INTEGER });
  const [gt, gte, lt, lte] = ['gt', 'gte', 'lt', 'lte'].map(bound);
  return (c) =>
    (gt === null || c > gt) &&
    (gte === null || c >= gte) &&
    (lt === null || c < lt) &&
    (lte === null || c <= lte);
}

/**
 * One page of a Stripe list: newest first (as created), `limit` (1-100, default 10), and the
 * cursors `starting_after` / `ending_before`, which name an object of the list.
 */
function page<T extends { id: string }>(
  oldestFirst: T[],
  params: Params,
  url: string,
  {
    name,
    keep = () => true,
    newestFirst = true,
  }: { name: string; keep?: (item: T) => boolean; newestFirst?: boolean },
): List<T> {
  const limit = integer(params.limit, 'limit', { min: 1, max: 100 }) ?? 10;
  const all = newestFirst ? [...oldestFirst].reverse() : oldestFirst;
  const after = string(params.starting_after, 'starting_after');
  const before = string(params.ending_before, 'ending_before');
  const position = (id: string, param: string) => {
    const index = all.findIndex((item) => item.id === id);
    if (index < 0) throw noSuch(name, id, param);
    return index;
  };
  if (before !== null) {
    const matching = all.slice(0, position(before, 'ending_before')).filter(keep);
    return {
      object: 'list',
      data: matching.slice(-limit),
      has_more: matching.length > limit,
      url,
    };
  }
  const start = after === null ? 0 : position(after, 'starting_after') + 1;
  const matching = all.slice(start).filter(keep);
  return { object: 'list', data: matching.slice(0, limit), has_more: matching.length > limit, url };
}

// What each object lets `expand[]` replace: an id by its object, or the session's line items.
const EXPANDABLE: Record<string, string[]> = {
  'checkout.session': ['line_items', 'payment_intent'],
  payment_intent: ['latest_charge'],
  charge: ['payment_intent'],
  refund: ['charge', 'payment_intent'],
  list: ['data'],
};

/** A copy of the object with each `expand[]` path (e.g. `payment_intent.latest_charge`) filled in. */
function expand(state: StandInState, value: unknown, params: Params) {
  const copy = structuredClone(value);
  for (const path of expandPaths(params)) {
    const segments = path.split('.');
    if (segments.length > 4)
      throw invalid(`You cannot expand more than 4 levels of a property.`, 'expand');
    expandPath(state, copy, segments);
  }
  return copy;
}

function expandPath(state: StandInState, value: unknown, [field, ...rest]: string[]) {
  if (value === null || typeof value !== 'object' || field === undefined) return;
  const target = value as Record<string, unknown>;
  const kind = String(target.object);
  if (!EXPANDABLE[kind]?.includes(field)) {
    throw invalid(`This property cannot be expanded (${field}).`, 'expand');
  }
  if (kind === 'list') {
    for (const item of target.data as unknown[]) expandPath(state, item, rest);
    return;
  }
  if (field === 'line_items') {
    const id = String(target.id);
    const items = state.lineItems.get(id)!;
    target.line_items = {
      object: 'list',
      data: structuredClone(items.slice(0, 10)),
      has_more: items.length > 10,
      url: `/v1/checkout/sessions/${id}/line_items`,
    };
  } else if (typeof target[field] === 'string') {
    target[field] = structuredClone(lookup(state, target[field]));
  }
  expandPath(state, target[field], rest);
}

function lookup(state: StandInState, id: string) {
  if (id.startsWith('pi_')) return state.paymentIntent(id);
  if (id.startsWith('ch_')) return state.charge(id);
  if (id.startsWith('re_')) return state.refund(id);
  return state.session(id);
}

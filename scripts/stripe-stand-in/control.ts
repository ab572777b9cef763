import qs from 'qs';
import { type Incoming, json, type Reply, type StandInContext } from './context.ts';
import { invalid } from './errors.ts';
import type { Event } from './objects.ts';
import { array, object, type Params, string } from './params.ts';
import { AUTOMATIC } from './state.ts';
import type { ReleaseOrder } from './webhooks.ts';

// The stand-in's own API for tests, under a path Stripe never uses. Calls that cause events
// answer once those events are delivered (or given up, or held), so a test needs no waiting.

export const CONTROL_PREFIX = '/_stand-in';

type ControlRoute = [
  method: 'GET' | 'POST',
  path: RegExp,
  handle: (context: StandInContext, params: Params, id: string) => Reply | Promise<Reply>,
];

const deliveries = ({ webhooks }: StandInContext) =>
  json(200, { data: webhooks.attempts, holding: webhooks.holding, queued: webhooks.queued });

async function changed(context: StandInContext, session: unknown, events: Event[]) {
  const attempts = await context.deliver(events);
  return json(200, { session, events, deliveries: attempts });
}

const ROUTES: ControlRoute[] = [
  ['GET', /^\/health$/, () => json(200, { ok: true })],
  [
    'GET',
    /^\/events$/,
    ({ state }, params) => {
      const type = string(params.type, 'type');
      const events = [...state.events.values()].filter((e) => type === null || e.type === type);
      return json(200, { data: events });
    },
  ],
  ['GET', /^\/deliveries$/, deliveries],
  [
    'GET',
    /^\/webhooks\/idle$/,
    async (context) => {
      await context.webhooks.idle();
      return deliveries(context);
    },
  ],
  [
    'POST',
    /^\/events\/([^/]+)\/resend$/,
    async (context, _params, id) =>
      json(200, { data: await context.deliver([context.state.event(id)]) }),
  ],
  [
    'POST',
    /^\/webhooks\/hold$/,
    (context) => {
      context.webhooks.hold();
      return deliveries(context);
    },
  ],
  [
    'POST',
    /^\/webhooks\/release$/,
    async (context, params) => {
      const order: ReleaseOrder =
        params.events !== undefined
          ? array(params.events, 'events').map(String)
          : ((string(params.order, 'order') ?? 'queued') as ReleaseOrder);
      if (!Array.isArray(order) && order !== 'queued' && order !== 'reverse') {
        throw invalid('order must be "queued" or "reverse" (or list events[])', 'order');
      }
      return json(200, { data: await context.webhooks.release(order) });
    },
  ],
  [
    'POST',
    /^\/checkout\/sessions\/([^/]+)\/settle$/,
    (context, _params, id) => {
      const { session, events } = context.state.settleAsyncPayment(id, 'succeeded');
      return changed(context, session, events);
    },
  ],
  [
    'POST',
    /^\/checkout\/sessions\/([^/]+)\/fail$/,
    (context, _params, id) => {
      const { session, events } = context.state.settleAsyncPayment(id, 'failed');
      return changed(context, session, events);
    },
  ],
  [
    // the session's clock moves on to its expires_at: it expires as Stripe's timer would
    'POST',
    /^\/checkout\/sessions\/([^/]+)\/expire$/,
    (context, _params, id) => {
      const { session, events } = context.state.expireSession(id, AUTOMATIC);
      return changed(context, session, events);
    },
  ],
  [
    'POST',
    /^\/reset$/,
    ({ state, webhooks }) => {
      state.reset();
      webhooks.reset();
      return json(200, { ok: true });
    },
  ],
];

export async function control(context: StandInContext, request: Incoming): Promise<Reply | null> {
  const path = request.path.slice(CONTROL_PREFIX.length);
  for (const [method, pattern, handle] of ROUTES) {
    const match = pattern.exec(path);
    if (match && method === request.method) {
      return handle(context, controlParams(request), decodeURIComponent(match[1] ?? ''));
    }
  }
  return null;
}

/** A control call's parameters: a JSON body, or form fields or a query string as Stripe's. */
function controlParams(request: Incoming): Params {
  if (!request.contentType.includes('json')) {
    return qs.parse(request.method === 'GET' ? request.query : request.body);
  }
  try {
    return object(JSON.parse(request.body || '{}'), 'body');
  } catch {
    throw invalid('The body is not a JSON object.', 'body');
  }
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';
import { apiRoutes } from './api.ts';
import { errorReply, type Incoming, json, type Reply, type StandInContext } from './context.ts';
import { CONTROL_PREFIX, control } from './control.ts';
import { StripeApiError, unauthorized } from './errors.ts';
import { HOSTED_PAGE_PATH, hostedPage } from './hosted-page.ts';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './local-keys.ts';
import { type Event, newId } from './objects.ts';
import { StandInState } from './state.ts';
import { type WebhookOptions, WebhookSender } from './webhooks.ts';

// A local stand-in for Stripe's API, spoken to by the real `stripe` SDK (host, port, protocol):
// Checkout Sessions with a hosted payment page, PaymentIntents, Charges, Refunds and Events,
// in memory, with signed webhooks to the site. Dev tooling only; never deployed.

export interface StandInOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The only API key accepted (`Authorization: Bearer …`). */
  secretKey?: string;
  /** What webhooks are signed with: the endpoint's `whsec_…`. */
  webhookSecret?: string;
  /** Where events are POSTed (the site's /api/stripe_webhook); null records them only. */
  webhookUrl: string | null;
  webhook?: Partial<Pick<WebhookOptions, 'maxAttempts' | 'backoffMs' | 'timeoutMs'>>;
  /** How often open sessions are checked for a passed expires_at. */
  expiryCheckMs?: number;
  /** The clock (ms), for tests that move time on. */
  now?: () => number;
  log?: (line: string) => void;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:12111 */
  url: string;
  port: number;
  state: StandInState;
  webhooks: WebhookSender;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const log = options.log ?? (() => {});
  let baseUrl = '';
  const state = new StandInState({
    hostedPageUrl: (id) => `${baseUrl}/pay/${id}`,
    apiVersion: Stripe.API_VERSION,
    now: options.now ?? Date.now,
    webhookEndpoints: options.webhookUrl ? 1 : 0,
  });
  const webhooks = new WebhookSender(
    {
      url: options.webhookUrl,
      secret: options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET,
      maxAttempts: 4,
      backoffMs: 500,
      timeoutMs: 30_000,
      ...options.webhook,
    },
    (eventId) => state.markDelivered(eventId),
    log,
  );
  const context: StandInContext = {
    state,
    webhooks,
    deliver: async (events) => (await Promise.all(events.map((e) => webhooks.send(e)))).flat(),
  };
  const routes = apiRoutes(state);
  // Stripe keeps an idempotent request's answer for 24 hours; here, until reset or restart.
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();

  function api(request: Incoming, authorization?: string, idempotencyKey?: string) {
    const requestId = newId('req_', 14);
    const headers = { 'Request-Id': requestId, 'Stripe-Version': Stripe.API_VERSION };
    const fail = (error: StripeApiError) => ({ reply: errorReply(error, headers), events: [] });
    const apiKey = authorization?.startsWith('Bearer ')
      ? authorization.slice(7)
      : authorization?.startsWith('Basic ')
        ? Buffer.from(authorization.slice(6), 'base64').toString().split(':')[0]
        : undefined;
    if (!apiKey) {
      return fail(
        unauthorized(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        ),
      );
    }
    if (apiKey !== secretKey) {
      return fail(
        unauthorized(`Invalid API Key provided: ${apiKey.slice(0, 8)}****${apiKey.slice(-4)}`),
      );
    }
    const route = routes.find((r) => r.method === request.method && r.path.test(request.path));
    if (!route) {
      return fail(
        new StripeApiError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${request.method}: ${request.path}). The local Stripe stand-in implements only the calls in scripts/stripe-stand-in/README.md.`,
        ),
      );
    }
    // Stripe keys idempotent POSTs only (the SDK sends a key with each one, for its retries).
    const replayKey = request.method === 'POST' ? idempotencyKey : undefined;
    const fingerprint = `${request.method} ${request.path} ${request.body}`;
    const stored = replayKey ? idempotent.get(replayKey) : undefined;
    if (stored && stored.fingerprint !== fingerprint) {
      return fail(
        new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${replayKey}' if you meant to execute a different request.`,
        ),
      );
    }
    if (stored) {
      const replayed = { ...stored.reply.headers, ...headers, 'Idempotent-Replayed': 'true' };
      return { reply: { ...stored.reply, headers: replayed }, events: [] };
    }
    const params = qs.parse(request.method === 'GET' ? request.query : request.body, {
      arrayLimit: 100,
      depth: 10,
    });
    const ids = route.path.exec(request.path)!.slice(1).map(decodeURIComponent);
    try {
      const result = route.handle(
        params,
        { id: requestId, idempotency_key: replayKey ?? null },
        ...ids,
      );
      const reply = json(200, result.body, {
        ...headers,
        ...(replayKey && { 'Idempotency-Key': replayKey }),
      });
      // Only successful answers are kept: a refused request may be sent again with its key once
      // it is put right (Stripe saves no result for a request that fails validation).
      if (replayKey) idempotent.set(replayKey, { fingerprint, reply });
      return { reply, events: result.events ?? [] };
    } catch (err) {
      if (err instanceof StripeApiError) return fail(err);
      throw err;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const request: Incoming = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search.slice(1),
      body: await readBody(req),
      contentType: req.headers['content-type'] ?? '',
    };
    let reply: Reply;
    let events: Event[] = [];
    try {
      if (request.path.startsWith('/v1/')) {
        const key = req.headers['idempotency-key'];
        ({ reply, events } = api(request, req.headers.authorization, key as string | undefined));
      } else if (HOSTED_PAGE_PATH.test(request.path)) {
        reply = hostedPage(context, request, HOSTED_PAGE_PATH.exec(request.path)![1]!);
      } else if (request.path.startsWith(`${CONTROL_PREFIX}/`)) {
        reply =
          (await control(context, request)) ??
          json(404, { error: { type: 'invalid_request_error', message: 'No such control call' } });
      } else {
        reply = json(404, { error: { type: 'invalid_request_error', message: 'Not found' } });
      }
    } catch (err) {
      if (!(err instanceof StripeApiError)) log(`error: ${(err as Error).stack}`);
      reply =
        err instanceof StripeApiError
          ? errorReply(err)
          : errorReply(new StripeApiError(500, 'api_error', String(err)));
    }
    res.writeHead(reply.status, reply.headers).end(reply.body);
    if (request.path.startsWith('/v1/')) log(`${request.method} ${request.path} ${reply.status}`);
    void context.deliver(events);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      log(`error: ${err.stack}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;

  const sweep = setInterval(
    () => void context.deliver(state.expireDue()),
    options.expiryCheckMs ?? 1000,
  );
  sweep.unref();

  return {
    url: baseUrl,
    port,
    state,
    webhooks,
    close: async () => {
      clearInterval(sweep);
      webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error('Request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

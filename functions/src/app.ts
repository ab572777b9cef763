import express, { type NextFunction, type Request, type Response } from 'express';
import { adminRoutes } from './http/admin-routes.js';
import { errorHandler } from './http/error-handler.js';
import { publicRoutes } from './http/public-routes.js';
import type { Route } from './lib/route.js';
import { MAX_BODY_BYTES } from './lib/config.js';
import { intSetting, TRUSTED_PROXY_HOPS } from './lib/params.js';
import { badRequest, notFound, tooLarge } from './lib/http-errors.js';
import { loadMailRendering } from './lib/mail/rendering.js';
import { requireAdmin } from './lib/require-admin.js';

interface PlatformRequest extends Request {
  rawBody?: Buffer;
}

export const NOT_A_JSON_OBJECT = 'Send a JSON object with Content-Type: application/json';

// Cloud Functions parses the body before our code runs (keeping rawBody);
// express.json() only parses when that has not happened (plain Node).
function bodyGuard(req: PlatformRequest, _res: Response, next: NextFunction) {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES || (req.rawBody?.length ?? 0) > MAX_BODY_BYTES) {
    return next(tooLarge());
  }
  if (req.method === 'POST' || req.method === 'PUT') {
    const body: unknown = req.body;
    // An array (or any other JSON that is not an object) gets this message, not zod's.
    if (
      body === undefined ||
      Buffer.isBuffer(body) ||
      typeof body !== 'object' ||
      body === null ||
      Array.isArray(body)
    ) {
      return next(badRequest(NOT_A_JSON_OBJECT));
    }
  }
  next();
}

function noStore(_req: Request, res: Response, next: NextFunction) {
  res.set('Cache-Control', 'private, no-store');
  next();
}

function mount(app: express.Express, routes: Route[], guards: express.RequestHandler[]) {
  for (const { method, path, handler } of routes) {
    app[method](path, ...guards, bodyGuard, async (req, res) => {
      // A write may send an email; a read never does, so only writes wait for its renderers.
      if (method !== 'get') await loadMailRendering();
      await handler(req, res);
    });
  }
}

/**
 * Express's `trust proxy`: req.ip is the address the trusted proxies (Hosting's CDN, Google's
 * front end: TRUSTED_PROXY_HOPS) report; a client-sent X-Forwarded-For entry beyond them is
 * never believed.
 */
export const trustedProxies = (_addr: string, hop: number) =>
  hop < intSetting(TRUSTED_PROXY_HOPS, 2);

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxies);
  app.use(noStore);
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  mount(app, publicRoutes, []);
  mount(app, adminRoutes, [requireAdmin]);
  app.use((_req, _res, next) => next(notFound('There is nothing at this address')));
  app.use(errorHandler);
  return app;
}

/**
 * The public reads alone (GET, no admin route, no write): what the server render of a visitor
 * page asks, in its own process (features/render/public-reads.ts).
 */
export function createPublicReadApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(noStore);
  mount(
    app,
    publicRoutes.filter((r) => r.method === 'get'),
    [],
  );
  app.use((_req, _res, next) => next(notFound('There is nothing at this address')));
  app.use(errorHandler);
  return app;
}

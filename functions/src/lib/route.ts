import type { Request, Response } from 'express';
import { cache } from './cache.js';

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface Route {
  method: Method;
  path: string;
  handler: (req: Request, res: Response) => unknown;
}

export const route = (method: Method, path: string, handler: Route['handler']): Route => ({
  method,
  path,
  handler,
});

/** A public read: loads the answer, then sends it with its Cache-Control (errors stay no-store). */
export const publicGet = (
  path: string,
  cacheControl: string,
  load: (req: Request) => Promise<unknown>,
): Route =>
  route('get', path, async (req, res) => {
    const body = await load(req);
    cache(res, cacheControl);
    res.json(body);
  });

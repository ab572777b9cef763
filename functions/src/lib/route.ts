import type { Request, Response } from 'express';
import type { ContractKey, ResponseOf } from '../domain/contracts/all.js';
import type { Method, MethodOf, RoutePathOf } from '../domain/contracts/endpoint.js';
import { cache } from './cache.js';

export type { Method };

export interface Route<K extends ContractKey = ContractKey> {
  key: K;
  method: Method;
  path: string;
  handler: (req: Request, res: Response) => unknown;
}

/**
 * A route of a contract (domain/contracts): its method and path come from the key, and what the
 * handler sends (`res.json`, `res.send`) must be the contract's response.
 */
export const route = <K extends ContractKey>(
  key: K,
  handler: (req: Request, res: Response<ResponseOf<K>>) => unknown,
): Route<K> => {
  const space = key.indexOf(' ');
  return {
    key,
    method: key.slice(0, space) as MethodOf<K>,
    path: key.slice(space + 1) as RoutePathOf<K>,
    handler,
  };
};

/** A public read: loads the answer, then sends it with its Cache-Control (errors stay no-store). */
export const publicGet = <K extends ContractKey & `get ${string}`>(
  key: K,
  cacheControl: string,
  load: (req: Request) => Promise<ResponseOf<K>>,
): Route<K> =>
  route(key, async (req, res) => {
    const body = await load(req);
    cache(res, cacheControl);
    res.json(body);
  });

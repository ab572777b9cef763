import type { Request, RequestHandler, Response } from 'express';

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

export type Middleware = RequestHandler;

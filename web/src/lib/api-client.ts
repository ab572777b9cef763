import type { ContractKey, RequestOf, ResponseOf } from '@domain/contracts/all';
import type { ClientPathOf, MethodOf } from '@domain/contracts/endpoint';
import { appCheckHeaders } from './app-check';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
}

/** A read takes no body and may leave out its options; a write names its method and sends its body. */
export type OptionsOf<K extends ContractKey> =
  MethodOf<K> extends 'get'
    ? [options?: { method?: 'GET'; token?: string; signal?: AbortSignal }]
    : [
        options: {
          method: Uppercase<MethodOf<K>>;
          body: RequestOf<K>;
          token?: string;
          signal?: AbortSignal;
        },
      ];

/** The untyped call under the typed signature, for the helpers that pass a typed path on. */
export type UntypedApi = (path: string, options?: RequestOptions) => Promise<unknown>;

/**
 * GET or send /api/<path> for the endpoint K (a key of @domain/contracts/all, given explicitly):
 * the path, method, body and answer are the contract's.
 */
export function api<K extends ContractKey = never>(
  path: NoInfer<ClientPathOf<K>>,
  ...options: OptionsOf<K>
): Promise<ResponseOf<K>>;
export async function api(
  path: string,
  { method = 'GET', body, token, signal }: RequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // A visitor's write (a booking, the waiting list, a manage or claim action) proves the app.
  else if (method !== 'GET') Object.assign(headers, await appCheckHeaders());
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'We could not reach the studio. Check your connection and try again.');
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const { error, fields } = (data ?? {}) as { error?: string; fields?: Record<string, string> };
    throw new ApiError(res.status, error ?? 'Something went wrong. Please try again.', fields);
  }
  return data;
}

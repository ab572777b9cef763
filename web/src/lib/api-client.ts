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
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
}

export async function api<T>(
  path: string,
  { method = 'GET', body, token, signal }: RequestOptions = {},
): Promise<T> {
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
  return data as T;
}

import type { ContractKey, ResponseOf } from '@domain/contracts/all';
import type { ClientPathOf } from '@domain/contracts/endpoint';
import type { UntypedApi } from '../api-client';
import { adminApi } from '../auth';
import type { QueryDef } from '../query-cache';

/** An admin read: sent with the admin's ID token, and never shown from a copy (staff change it). */
export const adminQuery = <K extends ContractKey & `get ${string}` = never>(
  path: NoInfer<ClientPathOf<K>>,
): QueryDef<ResponseOf<K>> => ({
  key: `admin:${path}`,
  staleMs: 0,
  fetch: (signal) => (adminApi as UntypedApi)(path, { signal }) as Promise<ResponseOf<K>>,
});

/** Two admin reads a page needs together, loaded at the same time and shown together. */
export const bothQuery = <A, B>(a: QueryDef<A>, b: QueryDef<B>): QueryDef<[A, B]> => ({
  key: `${a.key}+${b.key}`,
  staleMs: 0,
  fetch: (signal, options) => Promise.all([a.fetch(signal, options), b.fetch(signal, options)]),
});

/** An admin path with its query string; empty values are left out. */
export function withParams<P extends string>(
  path: P,
  params: Record<string, string | undefined>,
): P | `${P}?${string}` {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

import { adminApi } from '../../../lib/auth';
import type { QueryDef } from '../../../lib/query-cache';

/** An admin read: sent with the admin's ID token, and never shown from a copy (staff change it). */
export const adminQuery = <T>(path: string): QueryDef<T> => ({
  key: `admin:${path}`,
  staleMs: 0,
  fetch: (signal) => adminApi<T>(path, { signal }),
});

import { adminApi } from '../../../../lib/auth';

/**
 * GET /api/person_data?email=: a one-off read for a download, so it never goes through the
 * query cache (personal data is not kept in the page's memory longer than it is needed).
 */
export const getPersonData = (email: string) =>
  adminApi<'get /api/person_data'>(`person_data?${new URLSearchParams({ email }).toString()}`);

import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/failed_mail: newest first. */
export const failedMailQuery = adminQuery<'get /api/failed_mail'>('failed_mail');

import { adminApi } from '../../../../lib/auth';

/** POST /api/mark_refunded: the booking leaves the refunds-due list. */
export const markRefunded = (id: string) =>
  adminApi<'post /api/mark_refunded'>('mark_refunded', { method: 'POST', body: { id } });

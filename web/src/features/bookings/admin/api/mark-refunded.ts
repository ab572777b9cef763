import type { Booking } from '@domain/model';
import { adminApi } from '../../../../lib/auth';

/** POST /api/mark_refunded: the booking leaves the refunds-due list. */
export const markRefunded = (id: string) =>
  adminApi<Booking>('mark_refunded', { method: 'POST', body: { id } });

import type { PaymentLinksInput } from '@domain/admin-site-content';
import type { PaymentLinks } from '@domain/model';
import { api } from '../../../lib/api-client';
import { adminApi } from '../../../lib/auth';

export const getPaymentLinks = (signal?: AbortSignal) =>
  api<PaymentLinks>('site_content/payment_links', { signal });

export const updatePaymentLinks = (body: PaymentLinksInput) =>
  adminApi<PaymentLinks>('site_content/payment_links', { method: 'PUT', body });

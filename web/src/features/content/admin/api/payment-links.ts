import type { PaymentLinksInput } from '@domain/admin-site-content';
import { adminApi } from '../../../../lib/auth';
import { adminQuery } from '../../../../lib/admin/admin-query';

const path = 'site_content/payment_links';

export const paymentLinksQuery = adminQuery<'get /api/site_content/payment_links'>(path);

export const updatePaymentLinks = (body: PaymentLinksInput) =>
  adminApi<'put /api/site_content/payment_links'>(path, { method: 'PUT', body });

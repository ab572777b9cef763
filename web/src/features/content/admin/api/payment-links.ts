import type { PaymentLinksInput } from '@domain/admin-site-content';
import type { PaymentLinks } from '@domain/model';
import { adminApi } from '../../../../lib/auth';
import { adminQuery } from '../../../../lib/admin/admin-query';

const path = 'site_content/payment_links';

export const paymentLinksQuery = adminQuery<PaymentLinks>(path);

export const updatePaymentLinks = (body: PaymentLinksInput) =>
  adminApi<PaymentLinks>(path, { method: 'PUT', body });

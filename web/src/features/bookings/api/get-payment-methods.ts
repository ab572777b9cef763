import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/**
 * GET /api/site_content/payment_links: how the studio takes payment (`methods`), which the
 * summary step reads to offer card payment now, a payment link later, or the choice of both.
 */
export const paymentMethodsQuery = visitorQuery<'get /api/site_content/payment_links'>(
  'site_content/payment_links',
);

export const usePaymentMethods = () => useQuery(paymentMethodsQuery);

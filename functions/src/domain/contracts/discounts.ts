import type {
  CheckDiscountBody,
  DiscountCode,
  DiscountCodeBody,
  discountCodeActiveSchema,
} from '../discount.js';
import type { z } from '../zod.js';

/** A code checked for a booking: what the booking would cost with it (pounds). */
export interface CheckedDiscount {
  code: string;
  fullPrice: number;
  discountAmount: number;
  total: number;
}

export interface DiscountContracts {
  'post /api/check_discount': { request: CheckDiscountBody; response: CheckedDiscount };

  'get /api/discount_codes': { request: undefined; response: DiscountCode[] };
  'post /api/discount_code': { request: DiscountCodeBody; response: DiscountCode };
  'post /api/discount_code_active': {
    request: z.input<typeof discountCodeActiveSchema>;
    response: DiscountCode;
  };
}

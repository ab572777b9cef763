import type { MonthlySeries } from '@domain/contracts/monthly';
import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/<kind>_for_admin: every month of the series, retired ones too. */
export const monthlyWorkshopsForAdminQuery = (kind: MonthlySeries) =>
  adminQuery<`get /api/${MonthlySeries}_for_admin`>(`${kind}_for_admin`);

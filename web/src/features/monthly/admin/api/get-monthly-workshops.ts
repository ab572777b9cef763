import type { MonthlyWorkshop } from '@domain/model';
import type { MonthlySeries } from '../../api/monthly-workshops';
import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/<kind>_for_admin: every month of the series, retired ones too. */
export const monthlyWorkshopsForAdminQuery = (kind: MonthlySeries) =>
  adminQuery<MonthlyWorkshop[]>(`${kind}_for_admin`);

import type { MonthlyWorkshop } from '@domain/model';
import type { MonthlyKind } from './add-monthly-workshop';
import { adminQuery } from './admin-query';

/** GET /api/<kind>_for_admin: every month of the series, retired ones too. */
export const monthlyForAdminQuery = (kind: MonthlyKind) =>
  adminQuery<MonthlyWorkshop[]>(`${kind}_for_admin`);

import { adminQuery } from '../../../../lib/admin/admin-query';

/** GET /api/monthly_meets_for_admin: every meet, inactive ones too, by name. */
export const monthlyMeetsForAdminQuery =
  adminQuery<'get /api/monthly_meets_for_admin'>('monthly_meets_for_admin');

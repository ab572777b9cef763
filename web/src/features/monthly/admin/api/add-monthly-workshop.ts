import type { MonthlySeries } from '@domain/contracts/monthly';
import type { MonthlyWorkshopInput } from '@domain/admin-monthly-workshop';
import { adminApi } from '../../../../lib/auth';

/** POST /api/add_granny_square_monthly, /api/add_crochet_a_bouquet or /api/add_yarn_and_yarn. */
export const addMonthlyWorkshop = (kind: MonthlySeries, body: MonthlyWorkshopInput) =>
  adminApi<`post /api/add_${MonthlySeries}`>(`add_${kind}`, { method: 'POST', body });

import type { MonthlyWorkshopInput } from '@domain/admin-monthly-workshop';
import type { MonthlyWorkshop } from '@domain/model';
import type { MonthlySeries } from '../../api/monthly-workshops';
import { adminApi } from '../../../../lib/auth';

/** POST /api/add_granny_square_monthly, /api/add_crochet_a_bouquet or /api/add_yarn_and_yarn. */
export const addMonthlyWorkshop = (kind: MonthlySeries, body: MonthlyWorkshopInput) =>
  adminApi<MonthlyWorkshop>(`add_${kind}`, { method: 'POST', body });

import type { MonthlyWorkshopInput } from '@domain/admin-monthly-workshop';
import type { MonthlyWorkshop } from '@domain/model';
import { adminApi } from '../../../lib/auth';

export type MonthlyKind = 'granny_square_monthly' | 'crochet_a_bouquet' | 'yarn_and_yarn';

/** POST /api/add_granny_square_monthly, /api/add_crochet_a_bouquet or /api/add_yarn_and_yarn. */
export const addMonthlyWorkshop = (kind: MonthlyKind, body: MonthlyWorkshopInput) =>
  adminApi<MonthlyWorkshop>(`add_${kind}`, { method: 'POST', body });

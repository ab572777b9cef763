import type { MonthlyWorkshop } from '@domain/model';
import { useApi } from '../../../components/use-api';

export type MonthlySeries = 'crochet_a_bouquet' | 'granny_square_monthly' | 'yarn_and_yarn';

/** GET /api/crochet_a_bouquet | granny_square_monthly | yarn_and_yarn: the months ahead. */
export const useMonthlyWorkshops = (series: MonthlySeries) => useApi<MonthlyWorkshop[]>(series);

import type { MonthlyWorkshop } from '@domain/model';
import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

export type MonthlySeries = 'crochet_a_bouquet' | 'granny_square_monthly' | 'yarn_and_yarn';

/** GET /api/crochet_a_bouquet | granny_square_monthly | yarn_and_yarn: the months ahead. */
export const monthlyWorkshopsQuery = (series: MonthlySeries) =>
  visitorQuery<MonthlyWorkshop[]>(series);

export const useMonthlyWorkshops = (series: MonthlySeries) =>
  useQuery(monthlyWorkshopsQuery(series));

import type { MonthlySeries } from '@domain/contracts/monthly';
import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/crochet_a_bouquet | granny_square_monthly | yarn_and_yarn: the months ahead. */
export const monthlyWorkshopsQuery = (series: MonthlySeries) =>
  visitorQuery<`get /api/${MonthlySeries}`>(series);

export const useMonthlyWorkshops = (series: MonthlySeries) =>
  useQuery(monthlyWorkshopsQuery(series));
